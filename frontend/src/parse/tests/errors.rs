//! Failing inputs with the diagnostics clang 15 gives for them: same message, line and column
//! wherever clang reports a syntax error (semantic errors clang adds are sema's, not listed).

use super::{check, check_std};
use crate::options::ClStd;

#[test]
fn missing_semicolon_after_expression() {
    check(
        r#"void f(void) {
  x = 1
  y = 2;
  z = 3 }
"#,
        r#"
function [void] f: fn([void] _)
  compound
    expr (= x 1)
    expr (= y 2)
    expr (= z 3)
2:8: error: expected ';' after expression
4:8: error: expected ';' after expression
"#,
    );
}

#[test]
fn missing_semicolon_mid_line_skips_statement() {
    check(
        r#"void f(void) { x = 1 y = 2; z = 3; }
"#,
        r#"
function [void] f: fn([void] _)
  compound
    expr (= z 3)
1:21: error: expected ';' after expression
"#,
    );
}

#[test]
fn missing_semicolon_after_declaration() {
    check(
        r#"void f(void) {
  int x = 1
  int y;
}
int g = 1 int h;
"#,
        r#"
function [void] f: fn([void] _)
  compound
    decl [int] x = 1
    decl [int] y
decl [int] g = 1
2:12: error: expected ';' at end of declaration
5:10: error: expected ';' after top level declarator
"#,
    );
}

#[test]
fn expected_expression() {
    check(
        r#"void f(void) { x = ; y = 1 + ; z = (); w = f(1,); }
"#,
        r#"
function [void] f: fn([void] _)
  compound
1:20: error: expected expression
1:30: error: expected expression
1:37: error: expected expression
1:48: error: expected expression
"#,
    );
}

#[test]
fn unbalanced_parentheses() {
    check(
        r#"void f(void) {
  int z = (x;
  if (a { }
  g(1, 2;
}
"#,
        r#"
function [void] f: fn([void] _)
  compound
    decl [int] z = <error>
2:13: error: expected ')'
2:11: note: to match this '('
3:9: error: expected ')'
3:6: note: to match this '('
4:9: error: expected ')'
4:4: note: to match this '('
"#,
    );
}

#[test]
fn unbalanced_brackets() {
    check(
        r#"int a[3;
void f(void) { x = a[1; }
"#,
        r#"
function [void] f: fn([void] _)
  compound
1:8: error: expected ']'
1:6: note: to match this '['
2:23: error: expected ']'
2:21: note: to match this '['
"#,
    );
}

#[test]
fn missing_closing_brace_at_end_of_file() {
    check(
        r#"void f(void) {
  if (x) {
    y = 1;
"#,
        r#"
function [void] f: fn([void] _)
  compound
    if x
      compound
        expr (= y 1)
3:11: error: expected '}'
2:10: note: to match this '{'
3:11: error: expected '}'
1:14: note: to match this '{'
"#,
    );
}

#[test]
fn extraneous_closing_brace() {
    check(
        r#"}
int x;
}
"#,
        r#"
decl [int] x
1:1: error: extraneous closing brace ('}')
3:1: error: extraneous closing brace ('}')
"#,
    );
}

#[test]
fn statements_need_their_parentheses() {
    check(
        r#"void f(void) { if x) {} while 1) {} switch x) {} for ;;) {} }
"#,
        r#"
function [void] f: fn([void] _)
  compound
    empty
1:19: error: expected '(' after 'if'
1:31: error: expected '(' after 'while'
1:44: error: expected '(' after 'switch'
1:54: error: expected '(' after 'for'
1:56: error: expected expression
"#,
    );
}

#[test]
fn do_without_while() {
    check(
        r#"void f(void) { do {} (1); do x++; while (x) }
"#,
        r#"
function [void] f: fn([void] _)
  compound
    do-while x
      expr (post++ x)
1:22: error: expected 'while' in do/while loop
1:16: note: to match this 'do'
1:44: error: expected ';' after do/while statement
"#,
    );
}

#[test]
fn case_without_colon() {
    check(
        r#"void f(int x) { switch (x) { case 1 break; default break; } }
"#,
        r#"
function [void] f: fn([int] x)
  compound
    switch x
      compound
1:36: error: expected ':' after 'case'
1:51: error: expected ':' after 'default'
"#,
    );
}

#[test]
fn label_at_end_of_block() {
    check(
        r#"void f(void) { x: }
"#,
        r#"
function [void] f: fn([void] _)
  compound
    label x
      empty
1:19: error: expected statement
"#,
    );
}

#[test]
fn missing_semicolons_after_jumps() {
    check(
        r#"void f(void) { while (1) { break } while (1) { continue } return 1 2; }
"#,
        r#"
function [void] f: fn([void] _)
  compound
    while 1
      compound
        break
    while 1
      compound
        continue
1:33: error: expected ';' after break statement
1:56: error: expected ';' after continue statement
1:67: error: expected ';' after return statement
"#,
    );
}

#[test]
fn for_specifier_errors() {
    check(
        r#"void f(void) { for (int i = 0; i < 3 i++) {} for (i = 0 i < 3; i++) {} }
"#,
        r#"
function [void] f: fn([void] _)
  compound
    for decl [int] i = 0; (< i 3); (post++ i)
      compound
    for (= i 0); (< i 3); (post++ i)
      compound
1:38: error: expected ';' in 'for' statement specifier
1:57: error: expected ';' in 'for' statement specifier
"#,
    );
}

#[test]
fn unknown_type_names() {
    check(
        r#"foo y;
bar *p;
void g(baz x, qux *q) { quux z; }
"#,
        r#"
decl [<unknown foo>] y
decl [<unknown bar>] p: ptr
function [void] g: fn([<unknown baz>] x, [<unknown qux>] q: ptr)
  compound
    decl [<unknown quux>] z
1:1: error: unknown type name 'foo'
2:1: error: unknown type name 'bar'
3:8: error: unknown type name 'baz'
3:15: error: unknown type name 'qux'
3:25: error: use of undeclared identifier 'quux'
"#,
    );
}

#[test]
fn function_pointers_are_rejected() {
    check(
        r#"void (*fp)(int);
void f(int (*cb)(void)) { int (*local)(float); }
typedef void (*handler)(void);
"#,
        r#"
decl [void] fp: ptr fn([int] _)
function [void] f: fn([int] cb: ptr fn([void] _))
  compound
decl [typedef void] handler: ptr fn([void] _)
1:7: error: pointers to functions are not allowed
2:13: error: pointers to functions are not allowed
2:38: error: expected identifier or '('
3:15: error: pointers to functions are not allowed
"#,
    );
}

#[test]
fn old_style_parameter_lists() {
    check(
        r#"int g(a, b);
"#,
        r#"
decl [int] g: fn()
1:7: error: a parameter list without types is only allowed in a function definition
"#,
    );
}

#[test]
fn bad_declarators() {
    check(
        r#"int 3;
int (*)(int);
int;
int a, ;
"#,
        r#"
decl [int]
1:5: error: expected identifier or '('
2:7: error: expected identifier or '('
4:8: error: expected identifier or '('
"#,
    );
}

#[test]
fn bad_struct_members() {
    check(
        r#"struct S { int a int b; };
struct T { int; float *; x; };
struct U { int a };
"#,
        r#"
decl [struct S {...}]
  field [int] a
  field [int] b
decl [struct T {...}]
  field [int]
decl [struct U {...}]
  field [int] a
1:17: error: expected ';' at end of declaration list
2:24: error: expected member name or ';' after declaration specifiers
2:26: error: type name requires a specifier or qualifier
3:17: warning: expected ';' at end of declaration list
"#,
    );
}

#[test]
fn anonymous_tags_must_be_definitions() {
    check(
        r#"int a = sizeof(struct );
enum;
"#,
        r#"
decl [int] a = <error>
1:16: error: declaration of anonymous struct must be a definition
2:5: error: expected identifier or '{'
"#,
    );
}

#[test]
fn bad_initializers() {
    check(
        r#"int r[3] = {1, 2,, 3};
struct S s = { .x 1 };
int q[2] = { [0 = 1 };
"#,
        r#"
decl [int] r: array(3) = {1, 2, 3}
decl [struct S] s = {}
decl [int] q: array(2) = {}
1:18: error: expected expression
2:19: error: expected '=' or another designator
3:17: error: expected ']'
3:14: note: to match this '['
"#,
    );
}

#[test]
fn bad_member_access() {
    check(
        r#"void f(void) { x = a.; y = b->1; }
"#,
        r#"
function [void] f: fn([void] _)
  compound
1:22: error: expected identifier
1:31: error: expected identifier
"#,
    );
}

#[test]
fn bad_cast_type_names() {
    check(
        r#"void f(void) { x = (int x)y; y = (int *;
}
"#,
        r#"
function [void] f: fn([void] _)
  compound
1:25: error: expected ')'
1:20: note: to match this '('
1:40: error: expected ')'
1:34: note: to match this '('
"#,
    );
}

#[test]
fn function_definition_not_allowed_in_block() {
    check(
        r#"void f(void) { void g(void) {} int x; }
"#,
        r#"
function [void] f: fn([void] _)
  compound
    decl [int] x
1:29: error: function definition is not allowed here
"#,
    );
}

#[test]
fn type_name_in_expression() {
    check(
        r#"typedef int T;
void f(void) { x = T + 1; }
"#,
        r#"
decl [typedef int] T
function [void] f: fn([void] _)
  compound
2:20: error: unexpected type name 'T': expected expression
"#,
    );
}

#[test]
fn stray_tokens_at_file_scope() {
    check(
        r#") ;
int ok;
= 3;
"#,
        r#"
decl [int] ok
1:1: error: expected identifier or '('
3:1: error: expected identifier or '('
"#,
    );
}

#[test]
fn missing_function_body_at_eof() {
    check(
        r#"int f(int"#,
        r#"
1:10: error: expected ')'
1:6: note: to match this '('
"#,
    );
}

#[test]
fn conditional_without_colon() {
    check(
        r#"void f(void) { x = a ? b; }
"#,
        r#"
function [void] f: fn([void] _)
  compound
1:25: error: expected ':'
1:22: note: to match this '?'
"#,
    );
}

#[test]
fn goto_needs_a_label() {
    check(
        r#"void f(void) { goto ; goto 1; }
"#,
        r#"
function [void] f: fn([void] _)
  compound
1:21: error: expected identifier
1:28: error: expected identifier
"#,
    );
}

#[test]
fn attribute_syntax_errors() {
    check(
        r#"__attribute__ int x;
__attribute__((aligned(16)) int y;
int z __attribute__((aligned(16);
"#,
        r#"
1:14: error: expected '(' after 'attribute'
2:28: error: expected ')'
3:33: error: expected ')'
"#,
    );
}

#[test]
fn errors_in_many_functions_all_reported() {
    check(
        r#"void a(void) { x = ; }
void b(void) { y = ; }
void c(void) { int ok = 1; }
void d(void) { z = (1 + ; }
"#,
        r#"
function [void] a: fn([void] _)
  compound
function [void] b: fn([void] _)
  compound
function [void] c: fn([void] _)
  compound
    decl [int] ok = 1
function [void] d: fn([void] _)
  compound
1:20: error: expected expression
2:20: error: expected expression
4:25: error: expected expression
"#,
    );
}

#[test]
fn blocks_are_parsed_and_rejected() {
    check(
        r#"kernel void k(queue_t q) {
  void (^b)(void) = ^{ int x = 1; };
  enqueue_kernel(q, 0, ndrange_1D(1), ^(local void *p){ int y; });
  int ok = 1;
}
"#,
        r#"
function [kernel void] k: fn([queue_t] q)
  compound
    decl [void] b: ptr fn([void] _) = <error>
    expr (call enqueue_kernel q 0 (call ndrange_1D 1) <error>)
    decl [int] ok = 1
2:9: error: blocks are not supported: oclvk has no device-side enqueue
2:21: error: blocks are not supported: oclvk has no device-side enqueue
3:39: error: blocks are not supported: oclvk has no device-side enqueue
"#,
    );
}

#[test]
fn bad_initializer_keeps_the_variable() {
    check(
        r#"int x = @;
int y = 1 $ 2;
void f(void) { int z = (1 + ); z = 2; }
"#,
        r#"
decl [int] x = <error>
decl [int] y = 1
function [void] f: fn([void] _)
  compound
    decl [int] z = <error>
    expr (= z 2)
1:9: error: expected expression
2:10: error: expected ';' after top level declarator
3:29: error: expected expression
"#,
    );
}

#[test]
fn misspelt_specifier_is_dropped() {
    check(
        r#"__kernal void k1(global int *a) { a[0] = 1; }
static foo int x;
void f(bar const int *p);
"#,
        r#"
function [void] k1: fn([global int] a: ptr)
  compound
    expr (= (index a 0) 1)
decl [static int] x
decl [void] f: fn([const int] p: ptr)
1:1: error: unknown type name '__kernal'
2:8: error: unknown type name 'foo'
3:8: error: unknown type name 'bar'
"#,
    );
}

#[test]
fn missing_semicolon_after_tag_definitions() {
    check(
        r#"struct S { int a; }
kernel void k(void) {}
enum E { A }
int x;
void f(void) { struct T { int b; }
 int y; }
struct U { struct V { int c; } int d; };
"#,
        r#"
decl [struct S {...}]
  field [int] a
function [kernel void] k: fn([void] _)
  compound
decl [enum E {...}]
  enumerator A
decl [int] x
function [void] f: fn([void] _)
  compound
    decl [struct T {...}]
      field [int] b
    decl [int] y
decl [struct U {...}]
  field [struct V {...}]
    field [int] c
  field [int] d
1:20: error: expected ';' after struct
3:13: error: expected ';' after enum
5:35: error: expected ';' after struct
7:31: error: expected ';' after struct
"#,
    );
}

#[test]
fn missing_comma_between_enumerators() {
    check(
        r#"enum E { A, B C };
"#,
        r#"
decl [enum E {...}]
  enumerator A
  enumerator B
  enumerator C
1:14: error: missing ',' between enumerators
"#,
    );
}

#[test]
fn expected_function_body() {
    check(
        r#"kernel void k(global int *a) a[0] = 1; }
"#,
        r#"
1:30: error: expected function body after function declarator
1:40: error: extraneous closing brace ('}')
"#,
    );
}

#[test]
fn missing_closing_brace_points_at_end_of_last_line() {
    check(
        r#"kernel void k(global int *a) { a[0] = 1; 
"#,
        r#"
function [kernel void] k: fn([global int] a: ptr)
  compound
    expr (= (index a 0) 1)
1:42: error: expected '}'
1:30: note: to match this '{'
"#,
    );
}

#[test]
fn increment_without_operand() {
    check(
        r#"void f(int a) {
  a = ++;
  a = --;
  a = -;
}
"#,
        r#"
function [void] f: fn([int] a)
  compound
2:7: error: expected expression
3:7: error: expected expression
4:8: error: expected expression
"#,
    );
}

#[test]
fn missing_semicolon_after_struct_at_end_of_file() {
    check(
        r#"struct S { int a; int b; }
"#,
        r#"
decl [struct S {...}]
  field [int] a
  field [int] b
1:27: error: expected ';' after struct
"#,
    );
}

#[test]
fn generic_before_cl20_gets_clangs_message() {
    check_std(
        r#"void f(generic int *p) {}
void g(void) { generic int *x; int generic = 1; generic = 2; }
"#,
        ClStd::Cl1_2,
        r#"
function [void] f: fn([int] p: ptr)
  compound
function [void] g: fn([void] _)
  compound
    decl [int] x: ptr
    decl [int] generic = 1
    expr (= generic 2)
1:8: error: OpenCL C version 1.2 does not support the 'generic' type qualifier
2:16: error: OpenCL C version 1.2 does not support the 'generic' type qualifier
"#,
    );
}
