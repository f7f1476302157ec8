// RUN: oclvk check --verify %s
// clang's predefined type macros for spir64 name the OpenCL C types of their width and sign: a
// pointer to each converts to a pointer to that type without a warning.
// expected-no-diagnostics

#define SAME(T, ref) { ref *r = 0; T *t = r; ref *back = t; }

void same_types(void) {
  SAME(__SIZE_TYPE__, size_t)
  SAME(__SIZE_TYPE__, ulong)
  SAME(__PTRDIFF_TYPE__, ptrdiff_t)
  SAME(__INTPTR_TYPE__, intptr_t)
  SAME(__UINTPTR_TYPE__, uintptr_t)
  SAME(__INT8_TYPE__, signed char)
  SAME(__INT16_TYPE__, short)
  SAME(__INT32_TYPE__, int)
  SAME(__INT64_TYPE__, long)
  SAME(__UINT8_TYPE__, uchar)
  SAME(__UINT16_TYPE__, ushort)
  SAME(__UINT32_TYPE__, uint)
  SAME(__UINT64_TYPE__, ulong)
  SAME(__INT_LEAST8_TYPE__, signed char)
  SAME(__INT_LEAST16_TYPE__, short)
  SAME(__INT_LEAST32_TYPE__, int)
  SAME(__INT_LEAST64_TYPE__, long)
  SAME(__UINT_LEAST8_TYPE__, uchar)
  SAME(__UINT_LEAST16_TYPE__, ushort)
  SAME(__UINT_LEAST32_TYPE__, uint)
  SAME(__UINT_LEAST64_TYPE__, ulong)
  SAME(__INT_FAST8_TYPE__, signed char)
  SAME(__INT_FAST16_TYPE__, short)
  SAME(__INT_FAST32_TYPE__, int)
  SAME(__INT_FAST64_TYPE__, long)
  SAME(__UINT_FAST8_TYPE__, uchar)
  SAME(__UINT_FAST16_TYPE__, ushort)
  SAME(__UINT_FAST32_TYPE__, uint)
  SAME(__UINT_FAST64_TYPE__, ulong)
  SAME(__WCHAR_TYPE__, int)
  SAME(__WINT_TYPE__, int)
  SAME(__CHAR16_TYPE__, ushort)
  SAME(__CHAR32_TYPE__, uint)
}

kernel void k(global __UINT32_TYPE__ *out, __SIZE_TYPE__ n) {
  out[0] = (__UINT32_TYPE__)n;
}
