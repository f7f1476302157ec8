// #pragma OPENCL FP_CONTRACT: the arithmetic of a function defined under OFF, or turning it off
// in its body, is not contracted; under ON (the default) it may be.
#pragma OPENCL FP_CONTRACT OFF
float off_at_file_scope(float a, float b, float c) { return a * b + c; }
#pragma OPENCL FP_CONTRACT ON
float on_again(float a, float b, float c) { return a * b + c; }
float off_in_a_block(float a, float b, float c)
{
    {
#pragma OPENCL FP_CONTRACT OFF
    }
    return a * b + c;
}

kernel void fp_contract_pragma(global float *o, float a, float b, float c)
{
    o[0] = off_at_file_scope(a, b, c);
    o[1] = on_again(a, b, c);
    o[2] = off_in_a_block(a, b, c);
}
