"""nvidia.spvasm (explicit layout) -> plain vec4 Workgroup arrays, no aliasing."""
import re, sys
src = open(sys.argv[1]).read().splitlines()
views = {}  # old var -> (new var, scalar?)
# find workgroup vars and their struct types/offsets
ptr_struct = {}
struct_member = {}
offsets = {}
for l in src:
    m = re.match(r'\s*(%\S+) = OpTypePointer Workgroup (%\S+)', l)
    if m: ptr_struct[m.group(1)] = m.group(2)
    m = re.match(r'\s*(%\S+) = OpTypeStruct (%\S+)$', l)
    if m: struct_member[m.group(1)] = m.group(2)
    m = re.match(r'\s*OpMemberDecorate (%\S+) 0 Offset (\d+)', l)
    if m: offsets[m.group(1)] = int(m.group(2))
wvars = {}
for l in src:
    m = re.match(r'\s*(%\S+) = OpVariable (%\S+) Workgroup', l)
    if m:
        st = ptr_struct[m.group(2)]
        wvars[m.group(1)] = (st, struct_member[st], offsets[st])
by_off = {}
for v, (st, arr, off) in wvars.items():
    by_off.setdefault(off, []).append((v, arr))
newvar = {}
for off, vs in by_off.items():
    name = '%shared4_' + str(off)
    for v, arr in vs:
        newvar[v] = name
drop_types = set()
for v, (st, arr, off) in wvars.items():
    drop_types.add(st)
out = []
v4arr = None
for l in src:
    m = re.match(r'\s*(%\S+) = OpTypeArray %v4float %uint_512', l)
    if m and v4arr is None: v4arr = m.group(1)
for l in src:
    s = l.strip()
    if s.startswith('OpCapability WorkgroupMemoryExplicitLayoutKHR') or 'SPV_KHR_workgroup_memory_explicit_layout' in s:
        continue
    m = re.match(r'Op(Member)?Decorate (%\S+)', s)
    if m and (m.group(2) in wvars or m.group(2) in drop_types or ('ArrayStride' in s and m.group(2).startswith('%_arr_'))):
        continue
    m = re.match(r'(%\S+) = OpVariable (%\S+) Workgroup', s)
    if m:
        continue
    if s.startswith('OpEntryPoint'):
        toks = s.split()
        keep, seen = [], set()
        for t in toks:
            if t in wvars:
                t = newvar[t]
                if t in seen: continue
                seen.add(t)
            keep.append(t)
        out.append('               ' + ' '.join(keep)); continue
    m = re.match(r'(%\S+) = OpAccessChain (%\S+) (%\S+) %uint_0 (%\S+)$', s)
    if m and m.group(3) in wvars:
        res, pty, var, idx = m.groups()
        nv = newvar[var]
        if pty == '%_ptr_Workgroup_v4float':
            out.append(f'{res} = OpAccessChain {pty} {nv} {idx}')
        else:
            q, r = res + '_q', res + '_r'
            out.append(f'{q} = OpShiftRightLogical %uint {idx} %uint_2')
            out.append(f'{r} = OpBitwiseAnd %uint {idx} %uint_3')
            out.append(f'{res} = OpAccessChain {pty} {nv} {q} {r}')
        continue
    out.append(l)
    if re.match(r'\s*' + re.escape(v4arr) + ' = ', l):
        out.append(f'               %ptr_shared4 = OpTypePointer Workgroup {v4arr}')
        for nv in sorted(set(newvar.values())):
            out.append(f'               {nv} = OpVariable %ptr_shared4 Workgroup')
print('\n'.join(o for o in out if o != ''))
