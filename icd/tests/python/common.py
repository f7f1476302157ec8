"""Shared by the PyOpenCL scripts: the platform from argv[1] and the output protocol of
icd/tests/c/common.h ("ok NAME = VALUE" compared exactly, "approx NAME rel=TOL = NUMBERS"
compared within the stated relative tolerance, "FAIL ..." on a failed check, a summary)."""

import sys

import numpy as np
import pyopencl as cl

_checks = 0
_failures = 0


def context_and_queue():
    """A context and queue on the first device of the platform named like argv[1]."""
    wanted = sys.argv[1] if len(sys.argv) > 1 else ""
    for platform in cl.get_platforms():
        if wanted in platform.name:
            device = platform.get_devices()[0]
            print(f"info platform = {platform.name}")
            print(f"info device = {device.name}")
            context = cl.Context([device])
            return context, cl.CommandQueue(context)
    print(f"FAIL platform: no platform named like {wanted!r}")
    sys.exit(2)


def exact(name, value):
    """A platform-independent result (integers, booleans, shapes)."""
    global _checks
    _checks += 1
    print(f"ok {name} = {value}")


def approx(name, values, rel, abs=0.0):
    """Float results, compared between platforms: equal within `rel` of the larger magnitude
    plus `abs`."""
    global _checks
    _checks += 1
    numbers = " ".join(repr(float(v)) for v in np.ravel(values))
    print(f"approx {name} rel={rel} abs={abs} = {numbers}")


def check(name, condition, detail=""):
    global _checks, _failures
    _checks += 1
    if condition:
        print(f"ok {name}")
    else:
        _failures += 1
        print(f"FAIL {name}: {detail}")


def finish():
    print(f"summary: {_checks} checks, {_failures} failures")
    sys.exit(1 if _failures else 0)
