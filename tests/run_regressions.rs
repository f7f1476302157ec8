//! Regression tests for runner and CLI bugs, each reproducing the bug's trigger.

mod common;

use common::*;

/// `--out` files are paired with the parameter each one names, whatever the flag order.
#[test]
fn out_files_follow_their_names_not_their_order() {
    let dir = scratch("out_order");
    let (a, c) = (dir.join("a.npy"), dir.join("c.npy"));
    let out_c = format!("c={}", c.display());
    let out_a = format!("a={}", a.display());
    let result = oclvk(&[
        "run",
        "examples/vadd.cl",
        "-k",
        "vadd",
        "-g",
        "16",
        "--arg",
        "a=fill:1:16",
        "--arg",
        "b=fill:2:16",
        "--arg",
        "c=zeros:16",
        "--out",
        &out_c,
        "--out",
        &out_a,
    ]);
    assert_ok(&result);
    assert!(read_f32_npy(&a).iter().all(|&x| x == 1.0), "a.npy holds a");
    assert!(read_f32_npy(&c).iter().all(|&x| x == 3.0), "c.npy holds c");
}
