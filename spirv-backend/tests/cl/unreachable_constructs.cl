// Constructs in code no branch reaches (found by tests/random_programs, seed 10431): after an
// `if` whose branches both return, or a loop left only by `return`, a `switch` whose case
// continues the enclosing loop made invalid SPIR-V (a case construct branching to a loop's
// continue target from unreachable code).

kernel void after_if_returning(global int *o) {
  while (o[0]) {
    if (o[1]) {
      if (o[2]) {
        return;
      } else {
        return;
      }
      switch (o[3]) {
      case 2:
        continue;
      case 6:
        break;
      }
    }
    o[4] += 1;
  }
}

char helper(int x) {
  uint n = 0;
  while (x) {
    if (++n > 6u) break;
    if (x > 1) {
      if (x > 2)
        return 1;
      else
        return 2;
      switch (x & 7) {
      case 4: {
      }
      case 2: {
        continue;
      }
      default: {
      }
      }
    }
  }
  return 0;
}

kernel void in_a_helper(global int *o) { o[0] = helper(o[1]); }

kernel void after_loop_returning(global int *o) {
  while (o[0]) {
    for (;;) {
      return;
    }
    switch (o[1]) {
    case 1:
      continue;
    }
  }
}

kernel void after_switch_returning(global int *o) {
  while (o[0]) {
    switch (o[1]) {
    case 1:
      return;
    default:
      return;
    }
    if (o[2])
      continue;
    o[3] = 1;
  }
}
