// Null private and local pointers compare as C says: against NULL, against each other and
// against a kernel's local argument (every work-item writes the same four answers).
// run: nulls 8 out=fill:-1:32 l=local:16
// expect: out = 1, 1, 2, 2, 1, 1, 2, 2, 1, 1, 2, 2, 1, 1, 2, 2, 1, 1, 2, 2, 1, 1, 2, 2, 1, 1, 2, 2, 1, 1, 2, 2
kernel void nulls(global int *out, local int *l) {
    size_t i = get_global_id(0);
    local int *none = NULL;
    private int x = 5;
    private int *px = &x;
    private int *nx = 0;
    out[4 * i] = none == NULL;
    out[4 * i + 1] = l != NULL;
    out[4 * i + 2] = (px == nx) + 2 * (px != nx);
    out[4 * i + 3] = (none == l) + 2 * (NULL != px);
}
