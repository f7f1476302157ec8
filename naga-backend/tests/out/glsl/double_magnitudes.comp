#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

layout(std140, binding = 0) uniform type_1_block_0Compute { uvec4 _group_0_binding_0_cs[4]; };

layout(std430, binding = 1) readonly buffer type_3_block_1Compute { double _group_0_binding_1_cs[]; };

layout(std430, binding = 2) readonly buffer type_3_block_2Compute { double _group_0_binding_2_cs[]; };

layout(std430, binding = 3) buffer type_3_block_3Compute { double _group_0_binding_3_cs[]; };

uvec3 oclvk_local_id = uvec3(0u);

uvec3 oclvk_group_id = uvec3(0u);

uvec3 oclvk_local_size = uvec3(64u, 1u, 1u);


double _oclvk_maxmag_compared_f64_(double x, double y) {
    double ax = 0.0;
    double ay = 0.0;
    double local = 0.0;
    double local_1 = 0.0;
    {
        ax = abs(x);
        ay = abs(y);
        double _e7 = ax;
        double _e9 = ay;
        if ((_e7 > _e9)) {
            local = x;
        } else {
            double _e13 = ay;
            double _e15 = ax;
            if ((_e13 > _e15)) {
                local_1 = y;
            } else {
                local_1 = max(x, y);
            }
            double _e21 = local_1;
            local = _e21;
        }
        double _e24 = local;
        return _e24;
    }
    return 0.0;
}

double _oclvk_minmag_compared_f64_(double x_1, double y_1) {
    double ax_1 = 0.0;
    double ay_1 = 0.0;
    double local_2 = 0.0;
    double local_3 = 0.0;
    {
        ax_1 = abs(x_1);
        ay_1 = abs(y_1);
        double _e7 = ay_1;
        double _e9 = ax_1;
        if ((_e7 > _e9)) {
            local_2 = x_1;
        } else {
            double _e13 = ax_1;
            double _e15 = ay_1;
            if ((_e13 > _e15)) {
                local_3 = y_1;
            } else {
                local_3 = min(x_1, y_1);
            }
            double _e21 = local_3;
            local_2 = _e21;
        }
        double _e24 = local_2;
        return _e24;
    }
    return 0.0;
}

void main() {
    uvec3 local_id = gl_LocalInvocationID;
    uvec3 group_id = gl_WorkGroupID;
    int i = 0;
    oclvk_local_id = local_id;
    oclvk_group_id = group_id;
    {
        uint _e9 = oclvk_group_id.x;
        uint _e13 = _group_0_binding_0_cs[3].x;
        uint _e17 = oclvk_local_size.x;
        uint _e20 = oclvk_local_id.x;
        uint _e26 = _group_0_binding_0_cs[1].z;
        i = int(((((_e9 + _e13) * _e17) + _e20) + _e26));
        int _e32 = i;
        int _e36 = i;
        double _e40 = _group_0_binding_1_cs[(0 + _e36)];
        int _e42 = i;
        double _e46 = _group_0_binding_2_cs[(0 + _e42)];
        double _e47 = _oclvk_maxmag_compared_f64_(_e40, _e46);
        _group_0_binding_3_cs[(0 + (2 * _e32))] = _e47;
        int _e52 = i;
        int _e58 = i;
        double _e62 = _group_0_binding_1_cs[(0 + _e58)];
        int _e64 = i;
        double _e68 = _group_0_binding_2_cs[(0 + _e64)];
        double _e69 = _oclvk_minmag_compared_f64_(_e62, _e68);
        _group_0_binding_3_cs[(0 + ((2 * _e52) + 1))] = _e69;
    }
}

