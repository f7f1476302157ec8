// A struct pointing to itself (a linked list through global memory): the pointer type is declared
// ahead of the struct (OpTypeForwardPointer). out[k] is the square of the k-th node visited from
// node 0 (next = (k * 5 + 3) % 16), out[16] node 7's successor.
// options: -cl-std=CL2.0
// run: list 1 out=zeros:17
// expect: out = 0, 9, 4, 169, 16, 49, 36, 1, 64, 121, 100, 25, 144, 225, 196, 81, 6
typedef struct node { global struct node *next; int value; } node;
global node nodes[16];
kernel void list(global int *out) {
  for (int k = 0; k < 16; k++) {
    nodes[k].value = k * k;
    nodes[k].next = &nodes[(k * 5 + 3) % 16];
  }
  global node *p = &nodes[0];
  for (int k = 0; k < 16; k++) {
    out[k] = p->value;
    p = p->next;
  }
  out[16] = (int)(nodes[7].next - nodes);
}
