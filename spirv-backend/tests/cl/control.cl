int classify(int x) {
    switch (x & 7) {
    case 0: return 10;
    case 1:
    case 2: x += 3;
    case 3: x *= 2; break;
    default: x = -x;
    }
    return x;
}

kernel void control(global int *out, int n, uint m) {
    int acc = 0;
    for (int i = 0; i < n; i++) {
        if (i == 3) continue;
        if ((i > 10 && n != 5) || i == 7) break;
        acc += classify(i);
    }
    int k = 0;
    do { k++; } while (k < 4);
    while (acc > 100) acc = acc / 2 % 7 >> 1;
    uint u = m / 3u >> 2;
    out[get_global_id(0)] = n > 0 ? acc : -(int)u;
    out[1] = (acc < 5) ? k : (int)(u << 3);
    if (n > 2 && out[2] > 0 || out[3] == 7)
        out[4] = n > 1 ? classify(n) : out[5];
}
