//! Golden cases: one or more per construct the parser accepts.

use super::{check, check_std};
use crate::options::ClStd;

#[test]
fn storage_classes_and_function_specifiers() {
    check(
        r#"typedef int I;
extern int e;
static constant int s = 1;
static inline int f(void) { return 0; }
kernel void k(void) { register int r; auto int a; }
__kernel void k2(void) {}
"#,
        r#"
decl [typedef int] I
decl [extern int] e
decl [static constant int] s = 1
function [static inline int] f: fn([void] _)
  compound
    return 0
function [kernel void] k: fn([void] _)
  compound
    decl [register int] r
    decl [auto int] a
function [kernel void] k2: fn([void] _)
  compound
"#,
    );
}

#[test]
fn type_specifiers() {
    check(
        r#"void f(void) { unsigned long int a; signed char b; short c; long long d; unsigned e; half h; bool b1; _Bool b2; double x; float y; }
"#,
        r#"
function [void] f: fn([void] _)
  compound
    decl [unsigned long int] a
    decl [signed char] b
    decl [short] c
    decl [long long] d
    decl [unsigned] e
    decl [half] h
    decl [bool] b1
    decl [bool] b2
    decl [double] x
    decl [float] y
"#,
    );
}

#[test]
fn opencl_builtin_type_names() {
    check(
        r#"void f(uchar a, ushort b, uint c, ulong d, float4 e, uchar16 g, double3 h, half8 i, int2 j, size_t k, ptrdiff_t l, intptr_t m, uintptr_t n) {}
"#,
        r#"
function [void] f: fn([uchar] a, [ushort] b, [uint] c, [ulong] d, [float4] e, [uchar16] g, [double3] h, [half8] i, [int2] j, [size_t] k, [ptrdiff_t] l, [intptr_t] m, [uintptr_t] n)
  compound
"#,
    );
}

#[test]
fn image_sampler_event_types() {
    check(
        r#"kernel void k(read_only image2d_t a, write_only image3d_t b, read_write image1d_buffer_t c, __read_only image2d_array_depth_t d, sampler_t s, queue_t q) { event_t e; clk_event_t ce; reserve_id_t r; }
"#,
        r#"
function [kernel void] k: fn([read_only image2d_t] a, [write_only image3d_t] b, [read_write image1d_buffer_t] c, [read_only image2d_array_depth_t] d, [sampler_t] s, [queue_t] q)
  compound
    decl [event_t] e
    decl [clk_event_t] ce
    decl [reserve_id_t] r
"#,
    );
}

#[test]
fn qualifiers_in_every_spelling() {
    check(
        r#"void f(const int a, __const int b, volatile int c, __volatile int d, int *restrict p, int *__restrict q, const volatile int *const volatile r) {}
"#,
        r#"
function [void] f: fn([const int] a, [const int] b, [volatile int] c, [volatile int] d, [int] p: ptr(restrict), [int] q: ptr(restrict), [const volatile int] r: ptr(const volatile))
  compound
"#,
    );
}

#[test]
fn address_spaces_in_both_spellings() {
    check(
        r#"kernel void k(global int *a, __global int *b, local int *c, __local int *d, constant int *e, __constant int *f, private int *g, __private int *h, generic int *i, __generic int *j) {}
"#,
        r#"
function [kernel void] k: fn([global int] a: ptr, [global int] b: ptr, [local int] c: ptr, [local int] d: ptr, [constant int] e: ptr, [constant int] f: ptr, [private int] g: ptr, [private int] h: ptr, [generic int] i: ptr, [generic int] j: ptr)
  compound
"#,
    );
}

#[test]
fn pipes() {
    check(
        r#"kernel void k(read_only pipe int p, write_only pipe float4 q) {}
"#,
        r#"
function [kernel void] k: fn([read_only pipe int] p, [write_only pipe float4] q)
  compound
"#,
    );
}

#[test]
fn pointer_declarators() {
    check(
        r#"global int *const *volatile p;
int **q, *r[3], (*s)[4];
constant char *global *t;
"#,
        r#"
decl [global int] p: ptr(volatile) ptr(const)
decl [int] q: ptr ptr, r: array(3) ptr, s: ptr array(4)
decl [constant char] t: ptr ptr(global)
"#,
    );
}

#[test]
fn array_declarators() {
    check(
        r#"int a[3][4];
int b[] = {1, 2};
void f(int c[static 3], int d[const], int e[*]);
"#,
        r#"
decl [int] a: array(3) array(4)
decl [int] b: array() = {1, 2}
decl [void] f: fn([int] c: array(static 3), [int] d: array(const), [int] e: array())
"#,
    );
}

#[test]
fn function_declarators_and_prototypes() {
    check(
        r#"float f(float);
void g(void);
int h();
int printf(constant char *fmt, ...);
int *ret_ptr(int x, float);
"#,
        r#"
decl [float] f: fn([float] _)
decl [void] g: fn([void] _)
decl [int] h: fn()
decl [int] printf: fn([constant char] fmt: ptr, ...)
decl [int] ret_ptr: fn([int] x, [float] _) ptr
"#,
    );
}

#[test]
fn abstract_declarators_in_casts_and_sizeof() {
    check(
        r#"void f(void) { x = (global int *)p; y = sizeof(int *[3]); z = (const float4 *)q; w = sizeof(int (*)[4]); }
"#,
        r#"
function [void] f: fn([void] _)
  compound
    expr (= x (cast <global int: ptr> p))
    expr (= y (sizeof <int: array(3) ptr>))
    expr (= z (cast <const float4: ptr> q))
    expr (= w (sizeof <int: ptr array(4)>))
"#,
    );
}

#[test]
fn parenthesized_declarators() {
    check(
        r#"int (x);
int ((y)) = 1;
int *(z[2]);
"#,
        r#"
decl [int] x
decl [int] y = 1
decl [int] z: array(2) ptr
"#,
    );
}

/// Specifier lists with specifiers of their own nested in them (a struct's fields, the type
/// names of `_Alignas` and of attribute arguments), with specifiers before and after: the
/// parser builds a list at the end of the unit's arena and parks it while a nested one is
/// parsed (see `parse/decl.rs`), so each list must come out whole and in source order.
#[test]
fn nested_specifier_lists_stay_whole() {
    check(
        r#"static const struct P { const int a; volatile float b; } volatile p;
static _Alignas(const long) unsigned int q;
const __attribute__((vec_type_hint(const uint))) volatile int r;
"#,
        r#"
decl [static const struct P {...} volatile] p
  field [const int] a
  field [volatile float] b
decl [static _Alignas(<const long>) unsigned int] q
decl [const volatile int attr(vec_type_hint <const uint>)] r
"#,
    );
}

#[test]
fn struct_union_enum() {
    check(
        r#"struct S { int a; float b : 3; unsigned : 0; struct { int x; } in; union { int i; float f; }; };
union U { int i; float f; } u;
enum E { A, B = 3, C = B + 1, };
enum E e = A;
struct S *fwd;
struct T;
"#,
        r#"
decl [struct S {...}]
  field [int] a
  field [float] b : 3
  field [unsigned] _ : 0
  field [struct {...}] in
    field [int] x
  field [union {...}]
    field [int] i
    field [float] f
decl [union U {...}] u
  field [int] i
  field [float] f
decl [enum E {...}]
  enumerator A
  enumerator B = 3
  enumerator C = (+ B 1)
decl [enum E] e = A
decl [struct S] fwd: ptr
decl [struct T]
"#,
    );
}

#[test]
fn typedef_names_scope() {
    check(
        r#"typedef int T;
void f(void) {
  T * x;
  { int T = 1; T * x; }
  T * y;
}
"#,
        r#"
decl [typedef int] T
function [void] f: fn([void] _)
  compound
    decl [T] x: ptr
    compound
      decl [int] T = 1
      expr (* T x)
    decl [T] y: ptr
"#,
    );
}

#[test]
fn typedef_name_after_type_specifier_is_declarator() {
    check(
        r#"typedef int T;
void f(void) { unsigned T; T = 1; }
"#,
        r#"
decl [typedef int] T
function [void] f: fn([void] _)
  compound
    decl [unsigned] T
    expr (= T 1)
"#,
    );
}

#[test]
fn builtin_type_names_can_be_shadowed() {
    check(
        r#"void f(void) { int float4 = 2; float4 *= 3; }
float4 g;
"#,
        r#"
function [void] f: fn([void] _)
  compound
    decl [int] float4 = 2
    expr (*= float4 3)
decl [float4] g
"#,
    );
}

#[test]
fn initializers_with_designators() {
    check(
        r#"struct P { int x, y; int a[3]; };
struct P p = { .x = 1, .a = { [2] = 3, [0] = 1 }, .y = 2 };
int m[2][2] = { { 1, 2 }, { 3, 4 }, };
struct P q = { .a[1] = 5 };
int e[1] = {};
"#,
        r#"
decl [struct P {...}]
  field [int] x, y
  field [int] a: array(3)
decl [struct P] p = {.x = 1, .a = {[2] = 3, [0] = 1}, .y = 2}
decl [int] m: array(2) array(2) = {{1, 2}, {3, 4}}
decl [struct P] q = {.a[1] = 5}
decl [int] e: array(1) = {}
"#,
    );
}

#[test]
fn function_definition_with_attributes() {
    check(
        r#"__kernel __attribute__((reqd_work_group_size(64, 1, 1))) __attribute__((vec_type_hint(float4))) void k(global float *p) {}
kernel void __attribute__((work_group_size_hint(8, 8, 1))) k2(void) {}
void f(void) __attribute__((overloadable));
"#,
        r#"
function [kernel void attr(reqd_work_group_size 64 1 1) attr(vec_type_hint <float4>)] k: fn([global float] p: ptr)
  compound
function [kernel void attr(work_group_size_hint 8 8 1)] k2: fn([void] _)
  compound
decl [void] f: fn([void] _) attr(overloadable)
"#,
    );
}

#[test]
fn attributes_on_types_variables_fields() {
    check(
        r#"typedef float f4 __attribute__((ext_vector_type(4)));
struct __attribute__((packed)) S { char c; int i __attribute__((aligned(8))); } __attribute__((aligned(16)));
int x __attribute__((aligned(16))) = 1;
enum E { A __attribute__((deprecated)) = 1 };
void f(int *p __attribute__((nonnull)));
__attribute__(()) int y;
"#,
        r#"
decl [typedef float] f4 attr(ext_vector_type 4)
decl [struct attr(packed) attr(aligned 16) S {...}]
  field [char] c
  field [int] i attr(aligned 8)
decl [int] x attr(aligned 16) = 1
decl [enum E {...}]
  enumerator A attr(deprecated) = 1
decl [void] f: fn([int] p: ptr attr(nonnull))
decl [int] y
"#,
    );
}

#[test]
fn attributes_on_statements() {
    check(
        r#"void f(int n) {
  __attribute__((opencl_unroll_hint(4)))
  for (int i = 0; i < n; i++) {}
  __attribute__((opencl_unroll_hint)) while (n) n--;
  __attribute__((aligned(4))) int z;
}
"#,
        r#"
function [void] f: fn([int] n)
  compound
    attributed attr(opencl_unroll_hint 4)
      for decl [int] i = 0; (< i n); (post++ i)
        compound
    attributed attr(opencl_unroll_hint)
      while n
        expr (post-- n)
    decl [int attr(aligned 4)] z
"#,
    );
}

#[test]
fn expressions_precedence() {
    check(
        r#"void f(void) { x = a , b; x = a = b += c; x = a ? b : c ? d : e; x = a || b && c; x = a | b ^ c & d; x = a == b != c; x = a < b >= c; x = a << b >> c; x = a + b - c; x = a * b / c % d; }
"#,
        r#"
function [void] f: fn([void] _)
  compound
    expr (, (= x a) b)
    expr (= x (= a (+= b c)))
    expr (= x (? a b (? c d e)))
    expr (= x (|| a (&& b c)))
    expr (= x (| a (^ b (& c d))))
    expr (= x (!= (== a b) c))
    expr (= x (>= (< a b) c))
    expr (= x (>> (<< a b) c))
    expr (= x (- (+ a b) c))
    expr (= x (% (/ (* a b) c) d))
"#,
    );
}

/// Operators of different precedence mixed in one chain, climbing and descending: the parser
/// keeps waiting operators on a stack (see `parse/expr.rs`), so every way a tighter or looser
/// operator follows matters, and operands with calls, subscripts and prefixes nest their own
/// chains.
#[test]
fn expressions_mixed_precedence() {
    check(
        r#"void f(void) { x = a + b * c - d; x = a * b + c * d; x = a - b * c + d / e % f - g; x = a || b && c | d ^ e & f == g < h << i + j * k; x = a * b + c << d < e == f & g ^ h | i && j || k; x = a + f(b * c + d, e) * g[h - i] ? j + k : l * m; x = -a * b + !c; }
"#,
        r#"
function [void] f: fn([void] _)
  compound
    expr (= x (- (+ a (* b c)) d))
    expr (= x (+ (* a b) (* c d)))
    expr (= x (- (+ (- a (* b c)) (% (/ d e) f)) g))
    expr (= x (|| a (&& b (| c (^ d (& e (== f (< g (<< h (+ i (* j k)))))))))))
    expr (= x (|| (&& (| (^ (& (== (< (<< (+ (* a b) c) d) e) f) g) h) i) j) k))
    expr (= x (? (+ a (* (call f (+ (* b c) d) e) (index g (- h i)))) (+ j k) (* l m)))
    expr (= x (+ (* (- a) b) (! c)))
"#,
    );
}

#[test]
fn unary_postfix_and_prefix() {
    check(
        r#"void f(void) { x = -a + +b - !c * ~d; x = *p + &q; x = ++a + --b; x = a++ + b--; x = - - -c; x = p->q.r[1](2, 3)++; }
"#,
        r#"
function [void] f: fn([void] _)
  compound
    expr (= x (- (+ (- a) (+ b)) (* (! c) (~ d))))
    expr (= x (+ (* p) (& q)))
    expr (= x (+ (++ a) (-- b)))
    expr (= x (+ (post++ a) (post-- b)))
    expr (= x (- (- (- c))))
    expr (= x (post++ (call (index (. (-> p q) r) 1) 2 3)))
"#,
    );
}

#[test]
fn compound_assignments() {
    check(
        r#"void f(void) { a *= 1; a /= 2; a %= 3; a += 4; a -= 5; a <<= 6; a >>= 7; a &= 8; a ^= 9; a |= 10; }
"#,
        r#"
function [void] f: fn([void] _)
  compound
    expr (*= a 1)
    expr (/= a 2)
    expr (%= a 3)
    expr (+= a 4)
    expr (-= a 5)
    expr (<<= a 6)
    expr (>>= a 7)
    expr (&= a 8)
    expr (^= a 9)
    expr (|= a 10)
"#,
    );
}

#[test]
fn casts_and_compound_literals() {
    check(
        r#"typedef struct { int a; } S;
void f(void) { x = (int)y; x = (float)(int)z; x = (S){ 1 }.a; x = (int[]){ 1, 2 }[1]; x = (uint)-1; x = (T)+1; }
"#,
        r#"
decl [typedef struct {...}] S
  field [int] a
function [void] f: fn([void] _)
  compound
    expr (= x (cast <int> y))
    expr (= x (cast <float> (cast <int> z)))
    expr (= x (. (compound <S> {1}) a))
    expr (= x (index (compound <int: array()> {1, 2}) 1))
    expr (= x (cast <uint> (- 1)))
    expr (= x (+ (paren T) 1))
"#,
    );
}

#[test]
fn vector_literals() {
    check(
        r#"typedef float4 vec;
typedef float4 vec2;
void f(void) { v = (float4)(1.0f, 2.0f, 3.0f, 4.0f); w = (float4)(a.xy, 1, b.s0); u = (int2)(0); s = (float4)(1, 2, 3, 4).x; t = (vec)(1, 2, a.zw); c = (int)(1, 2); d = (int4)(float4)(1, 2, 3, 4); e = -(float2)(1, 2).y; g = (float4)(int)x; }
"#,
        r#"
decl [typedef float4] vec
decl [typedef float4] vec2
function [void] f: fn([void] _)
  compound
    expr (= v (vec <float4> 1.0f 2.0f 3.0f 4.0f))
    expr (= w (vec <float4> (. a xy) 1 (. b s0)))
    expr (= u (vec <int2> 0))
    expr (= s (. (vec <float4> 1 2 3 4) x))
    expr (= t (vec <vec> 1 2 (. a zw)))
    expr (= c (cast <int> (paren (, 1 2))))
    expr (= d (cast <int4> (vec <float4> 1 2 3 4)))
    expr (= e (- (. (vec <float2> 1 2) y)))
    expr (= g (cast <float4> (cast <int> x)))
"#,
    );
}

#[test]
fn sizeof_alignof_vec_step() {
    check(
        r#"void f(void) { a = sizeof x; a = sizeof(x); a = sizeof(int); a = sizeof(float4) * 2; a = _Alignof(double); a = __alignof__(int); a = vec_step(float3); a = vec_step(v); a = sizeof (int){1}; a = sizeof -x; }
"#,
        r#"
function [void] f: fn([void] _)
  compound
    expr (= a (sizeof x))
    expr (= a (sizeof (paren x)))
    expr (= a (sizeof <int>))
    expr (= a (* (sizeof <float4>) 2))
    expr (= a (alignof <double>))
    expr (= a (alignof <int>))
    expr (= a (vec_step <float3>))
    expr (= a (vec_step (paren v)))
    expr (= a (sizeof (compound <int> {1})))
    expr (= a (sizeof (- x)))
"#,
    );
}

#[test]
fn member_access_and_swizzles() {
    check(
        r#"void f(void) { a = v.x; a = v.xyzw; a = v.s0123; a = v.S7; a = v.lo.hi; a = v.even + v.odd; a = p->f.s01; }
"#,
        r#"
function [void] f: fn([void] _)
  compound
    expr (= a (. v x))
    expr (= a (. v xyzw))
    expr (= a (. v s0123))
    expr (= a (. v S7))
    expr (= a (. (. v lo) hi))
    expr (= a (+ (. v even) (. v odd)))
    expr (= a (. (-> p f) s01))
"#,
    );
}

#[test]
fn literals() {
    check(
        r#"void f(void) { a = 1; b = 0x1Fu; c = 1.5e-3f; d = 'c'; e = L'x'; s = "ab" "cd"; g = 1.0h; }
"#,
        r#"
function [void] f: fn([void] _)
  compound
    expr (= a 1)
    expr (= b 0x1Fu)
    expr (= c 1.5e-3f)
    expr (= d 'c')
    expr (= e L'x')
    expr (= s "ab" "cd")
    expr (= g 1.0h)
"#,
    );
}

#[test]
fn statements() {
    check(
        r#"void f(int n) {
  ;
  { }
  if (n) n = 1;
  if (n) { } else n = 2;
  while (n) n--;
  do { n++; } while (n < 10);
  for (;;) break;
  for (n = 0; n < 3; n++) continue;
  for (int i = 0, j = 1; i < j; ++i) {}
  return;
}
"#,
        r#"
function [void] f: fn([int] n)
  compound
    empty
    compound
    if n
      expr (= n 1)
    if n
      compound
    else
      expr (= n 2)
    while n
      expr (post-- n)
    do-while (< n 10)
      compound
        expr (post++ n)
    for ; ; 
      break
    for (= n 0); (< n 3); (post++ n)
      continue
    for decl [int] i = 0, j = 1; (< i j); (++ i)
      compound
    return
"#,
    );
}

#[test]
fn switch_case_default() {
    check(
        r#"int f(int x) {
  switch (x) {
  case 1:
  case 2: x = 3; break;
  case 3 + 1: { x = 0; }
  default: return 1;
  }
  return x;
}
"#,
        r#"
function [int] f: fn([int] x)
  compound
    switch x
      compound
        case 1
        case 2
          expr (= x 3)
        break
        case (+ 3 1)
          compound
            expr (= x 0)
        default
          return 1
    return x
"#,
    );
}

#[test]
fn else_if_chains() {
    check(
        r#"void f(int x) { if (x) a(); else if (y) b(); else if (z) c(); else d(); if (x) if (y) a(); else b(); }
"#,
        r#"
function [void] f: fn([int] x)
  compound
    if x
      expr (call a)
    else if y
      expr (call b)
    else if z
      expr (call c)
    else
      expr (call d)
    if x
      if y
        expr (call a)
      else
        expr (call b)
"#,
    );
}

#[test]
fn goto_and_labels() {
    check(
        r#"void f(void) { goto out; again: x++; out: ; done: { } }
"#,
        r#"
function [void] f: fn([void] _)
  compound
    goto out
    label again
      expr (post++ x)
    label out
      empty
    label done
      compound
"#,
    );
}

#[test]
fn static_assert() {
    check(
        r#"_Static_assert(sizeof(int) == 4, "int is 32-bit");
struct S { int a; _Static_assert(1, "ok"); };
void f(void) { _Static_assert(1, "x"); }
"#,
        r#"
static_assert (== (sizeof <int>) 4) "int is 32-bit"
decl [struct S {...}]
  field [int] a
  static_assert 1 "ok"
function [void] f: fn([void] _)
  compound
    static_assert 1 "x"
"#,
    );
}

#[test]
fn generic_is_an_identifier_before_cl20() {
    check_std(
        r#"int generic = 3; int pipe = 2; int uniform = 1;
"#,
        ClStd::Cl1_2,
        r#"
decl [int] generic = 3
decl [int] pipe = 2
decl [int] uniform = 1
"#,
    );
}

#[test]
fn empty_file_and_stray_semicolons() {
    check(
        r#";;
"#, r#"

"#,
    );
}

#[test]
fn program_scope_variables() {
    check(
        r#"global int counter = 0;
constant float table[4] = { 1.0f, 2.0f, 3.0f, 4.0f };
local int not_here;
"#,
        r#"
decl [global int] counter = 0
decl [constant float] table: array(4) = {1.0f, 2.0f, 3.0f, 4.0f}
decl [local int] not_here
"#,
    );
}

#[test]
fn declarations_in_for_and_blocks() {
    check(
        r#"kernel void k(global float *out) { const size_t id = get_global_id(0); local float tmp[64]; float4 a = vload4(id, out), b; for (uint i = 0; i < 4; i++) out[i] = a[i]; }
"#,
        r#"
function [kernel void] k: fn([global float] out: ptr)
  compound
    decl [const size_t] id = (call get_global_id 0)
    decl [local float] tmp: array(64)
    decl [float4] a = (call vload4 id out), b
    for decl [uint] i = 0; (< i 4); (post++ i)
      expr (= (index out i) (index a i))
"#,
    );
}

#[test]
fn gnu_alternate_keywords() {
    check(
        r#"__inline__ int f(__signed__ int x, int *__restrict__ p) { __extension__ int y = __alignof__(int); return x; }
"#,
        r#"
function [inline int] f: fn([signed int] x, [int] p: ptr(restrict))
  compound
    decl [int] y = (alignof <int>)
    return x
"#,
    );
}

#[test]
fn ext_vector_type_typedefs_make_vector_literals() {
    check(
        r#"typedef float f4 __attribute__((ext_vector_type(4)));
typedef f4 g4;
void f(void) { f4 v = (f4)(1, 2, 3, 4); g4 w = (g4)(v.x); }
"#,
        r#"
decl [typedef float] f4 attr(ext_vector_type 4)
decl [typedef f4] g4
function [void] f: fn([void] _)
  compound
    decl [f4] v = (vec <f4> 1 2 3 4)
    decl [g4] w = (vec <g4> (. v x))
"#,
    );
}

#[test]
fn vector_size_typedefs_make_vector_literals() {
    check(
        r#"typedef int i4 __attribute__((__vector_size__(16))), i;
void f(void) { i4 v = (i4)(1, 2, 3, 4); int w = (i)(1, 2); }
"#,
        r#"
decl [typedef int] i4 attr(__vector_size__ 16), i
function [void] f: fn([void] _)
  compound
    decl [i4] v = (vec <i4> 1 2 3 4)
    decl [int] w = (cast <i> (paren (, 1 2)))
"#,
    );
}

#[test]
fn specifier_order_is_kept() {
    check(
        r#"int const static x; long unsigned y; const global float *volatile z;
"#,
        r#"
decl [int const static] x
decl [long unsigned] y
decl [const global float] z: ptr(volatile)
"#,
    );
}

#[test]
fn function_types_and_attributes_in_pointers() {
    check(
        r#"typedef int fn_t(int);
int * __attribute__((aligned(8))) p;
global int *f(global int *a, int n);
"#,
        r#"
decl [typedef int] fn_t: fn([int] _)
decl [int] p: ptr(attr(aligned 8))
decl [global int] f: fn([global int] a: ptr, [int] n) ptr
"#,
    );
}
