// RUN: oclvk check --verify %s
// A tagged struct named without a declarator inside a record declares nothing (only an untagged
// definition is an anonymous member); the record being defined named that way once overflowed
// the checker's stack (a fuzz mutation of spirv-backend/tests/cl/linked_list.cl).
struct other { int a; };

struct node {
    global struct node; // expected-warning {{declaration does not declare anything}}
    float value;
};

struct s {
    struct other; // expected-warning {{declaration does not declare anything}}
    int b;
};

struct with_anonymous {
    struct { int x; };
    int y;
};

kernel void k(global int *o, global struct node *n) {
    struct s v;
    v.b = 1;
    struct with_anonymous w;
    w.x = 2;
    w.y = 3;
    o[0] = v.b + w.x + w.y + sizeof(struct s) + (int)n->value;
}
