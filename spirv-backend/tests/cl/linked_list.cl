// A struct that points to itself: its pointer type is forward-declared (OpTypeForwardPointer).
struct node {
    global struct node *next;
    float value;
};

kernel void linked_list(global struct node *nodes, global float *out, int n)
{
    global struct node *p = nodes;
    float sum = 0.0f;
    for (int k = 0; k < n && p; k++) {
        sum += p->value;
        p = p->next;
    }
    out[get_global_id(0)] = sum;
}
