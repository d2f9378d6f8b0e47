//! A fake HIP runtime for tests: every entry point of [`Table`] as a Rust
//! `extern "C"` function over a per-thread [`World`], so the backend runs
//! end to end with no AMD GPU.
//!
//! - devices are what the test puts in [`World::devices`] (name, target
//!   id, UUID, PCI address, memory); `hipGetDeviceProperties` writes them
//!   at the byte offsets of ROCm's `hipDeviceProp_t`, counted here by hand
//!   from the header, not taken from [`super::props`];
//! - "device" memory is host memory: `hipMalloc`, `hipMallocManaged` and
//!   `hipHostMalloc` each return a fresh 8-aligned host allocation, whose
//!   address is the device address, and the copies are `memcpy`s;
//! - `hipModuleLoadData` records the image's tag (the text after the ELF
//!   magic, up to a NUL) and `hipModuleGetFunction` the entry name;
//! - `hipModuleLaunchKernel` checks the `extra` array's form and records
//!   the packed argument bytes, their size, the grid and the block; each
//!   launch advances a fake clock by [`KERNEL_MS`], which events stamp;
//! - [`World::fail`] makes a named entry point return an error code.
//!
//! Every call is logged by name in [`World::calls`]. The state is per
//! thread (each test runs on its own); the backend calls back on the
//! calling thread only.

#![allow(unsafe_code)] // the fake is called through raw pointers, as the real library is

use std::cell::RefCell;
use std::collections::HashMap;
use std::ffi::{c_char, c_int, c_uint, c_void, CStr};

use super::library::{
    self, Handle, Hip, HipError, HipUuid, Table, HIP_LAUNCH_PARAM_BUFFER_POINTER,
    HIP_LAUNCH_PARAM_BUFFER_SIZE, HIP_LAUNCH_PARAM_END,
};

/// Device time each fake kernel takes, in milliseconds.
pub(crate) const KERNEL_MS: f32 = 0.25;

/// One fake device.
#[derive(Clone, Debug)]
pub(crate) struct FakeDevice {
    pub name: String,
    /// What `gcnArchName` holds (`gfx90a:sramecc+:xnack-`).
    pub target_id: String,
    pub uuid: [u8; 16],
    /// (domain, bus, device).
    pub pci: (i32, i32, i32),
    pub memory: usize,
    pub managed: bool,
}

impl FakeDevice {
    pub(crate) fn new(name: &str, target_id: &str, uuid: [u8; 16]) -> FakeDevice {
        FakeDevice {
            name: name.into(),
            target_id: target_id.into(),
            uuid,
            pci: (0, 3, 0),
            memory: 64 << 30,
            managed: true,
        }
    }
}

/// One recorded `hipModuleLaunchKernel`.
#[derive(Clone, Debug)]
pub(crate) struct Launch {
    /// The tag of the image the function came from, and its name.
    pub image: String,
    pub entry: String,
    pub grid: [u32; 3],
    pub block: [u32; 3],
    /// The packed argument buffer, as many bytes as its size said.
    pub args: Vec<u8>,
    pub stream: usize,
}

/// The fake runtime's state.
#[derive(Debug, Default)]
pub(crate) struct World {
    pub devices: Vec<FakeDevice>,
    /// `hipInit`'s and `hipGetDeviceCount`'s answer when not 0.
    pub init_error: HipError,
    pub count_error: HipError,
    /// Entry points that fail, with the code they return.
    pub fail: Vec<(&'static str, HipError)>,
    /// Every call, by symbol, in order.
    pub calls: Vec<&'static str>,
    pub current: c_int,
    /// Live allocations by address: (memory, allocator).
    pub memory: HashMap<usize, (Vec<u64>, &'static str)>,
    /// Loaded images: handle → tag.
    pub modules: HashMap<usize, String>,
    /// Functions: handle → (image tag, entry).
    pub functions: HashMap<usize, (String, String)>,
    pub launches: Vec<Launch>,
    /// Events: handle → the clock when last recorded.
    pub events: HashMap<usize, Option<f32>>,
    pub clock_ms: f32,
    next_handle: usize,
}

thread_local! {
    static WORLD: RefCell<World> = RefCell::new(World::default());
}

/// Runs `f` on this thread's world.
pub(crate) fn with<T>(f: impl FnOnce(&mut World) -> T) -> T {
    WORLD.with(|w| f(&mut w.borrow_mut()))
}

/// Replaces this thread's world with one of `devices`.
pub(crate) fn reset(devices: Vec<FakeDevice>) {
    with(|w| {
        *w = World {
            devices,
            ..World::default()
        }
    });
}

/// The fake runtime: its table behind a `Hip` that lives for the process.
pub(crate) fn hip() -> &'static Hip {
    Box::leak(Box::new(Hip::new("fake libamdhip64", table(), None)))
}

/// The calls logged so far, then cleared.
pub(crate) fn take_calls() -> Vec<&'static str> {
    with(|w| std::mem::take(&mut w.calls))
}

impl World {
    /// Logs `symbol`; its configured error, if any.
    fn enter(&mut self, symbol: &'static str) -> Result<(), HipError> {
        self.calls.push(symbol);
        match self.fail.iter().find(|(s, _)| *s == symbol) {
            Some((_, code)) => Err(*code),
            None => Ok(()),
        }
    }

    fn handle(&mut self) -> usize {
        self.next_handle += 0x10;
        0x1000 + self.next_handle
    }

    fn device(&self, ordinal: c_int) -> Option<&FakeDevice> {
        usize::try_from(ordinal)
            .ok()
            .and_then(|i| self.devices.get(i))
    }

    fn allocate(&mut self, out: *mut *mut c_void, size: usize, how: &'static str) -> HipError {
        if out.is_null() {
            return 1;
        }
        let mut words = vec![0xA5A5_A5A5_A5A5_A5A5_u64; size.div_ceil(8).max(1)];
        let addr = words.as_mut_ptr() as usize;
        self.memory.insert(addr, (words, how));
        // SAFETY: the caller's out-pointer (checked non-null).
        unsafe { *out = addr as *mut c_void };
        0
    }

    fn release(&mut self, p: *mut c_void, how: &'static str) -> HipError {
        match self.memory.get(&(p as usize)) {
            Some((_, h)) if *h == how => {
                self.memory.remove(&(p as usize));
                0
            }
            _ => 1,
        }
    }
}

/// Runs a fake entry point: logs it, fails it if told to, else `f`.
fn call(symbol: &'static str, f: impl FnOnce(&mut World) -> HipError) -> HipError {
    with(|w| match w.enter(symbol) {
        Err(code) => code,
        Ok(()) => f(w),
    })
}

/// Writes `v`'s bytes at `offset` of the struct at `p`.
///
/// # Safety
/// `p` must have at least `offset + size_of::<T>()` writable bytes.
unsafe fn put<T: Copy>(p: *mut u8, offset: usize, v: T) {
    // SAFETY: as the caller promises; unaligned writes are allowed.
    unsafe { std::ptr::write_unaligned(p.add(offset).cast::<T>(), v) }
}

/// Writes `text` NUL-terminated into the 256-byte field at `offset`.
///
/// # Safety
/// As [`put`], for 256 bytes.
unsafe fn put_text(p: *mut u8, offset: usize, text: &str) {
    let bytes = text.as_bytes();
    let n = bytes.len().min(255);
    // SAFETY: as the caller promises.
    unsafe {
        std::ptr::copy_nonoverlapping(bytes.as_ptr(), p.add(offset), n);
        *p.add(offset + n) = 0;
    }
}

unsafe extern "C" fn init(flags: c_uint) -> HipError {
    call("hipInit", |w| if flags != 0 { 1 } else { w.init_error })
}

unsafe extern "C" fn get_device_count(n: *mut c_int) -> HipError {
    call("hipGetDeviceCount", |w| {
        if w.count_error != 0 {
            return w.count_error;
        }
        // SAFETY: the caller's out-pointer.
        unsafe { *n = w.devices.len() as c_int };
        0
    })
}

unsafe extern "C" fn runtime_get_version(v: *mut c_int) -> HipError {
    call("hipRuntimeGetVersion", |_| {
        // ROCm 6.2.0.
        // SAFETY: the caller's out-pointer.
        unsafe { *v = 60_200_000 };
        0
    })
}

unsafe extern "C" fn get_error_name(e: HipError) -> *const c_char {
    let _ = e;
    c"hipErrorFromTheFake".as_ptr()
}

unsafe extern "C" fn device_get_name(buf: *mut c_char, len: c_int, ordinal: c_int) -> HipError {
    call("hipDeviceGetName", |w| {
        let Some(d) = w.device(ordinal) else {
            return 101;
        };
        let bytes = d.name.as_bytes();
        let n = bytes
            .len()
            .min(usize::try_from(len).unwrap_or(1).saturating_sub(1));
        // SAFETY: the caller's buffer holds `len` bytes.
        unsafe {
            std::ptr::copy_nonoverlapping(bytes.as_ptr().cast(), buf, n);
            *buf.add(n) = 0;
        }
        0
    })
}

unsafe extern "C" fn set_device(ordinal: c_int) -> HipError {
    call("hipSetDevice", |w| {
        if w.device(ordinal).is_none() {
            return 101;
        }
        w.current = ordinal;
        0
    })
}

unsafe extern "C" fn device_get(device: *mut c_int, ordinal: c_int) -> HipError {
    call("hipDeviceGet", |w| {
        if w.device(ordinal).is_none() {
            return 101;
        }
        // SAFETY: the caller's out-pointer.
        unsafe { *device = ordinal };
        0
    })
}

/// Offsets in ROCm's `hipDeviceProp_t` (the layout `hipGetDeviceProperties`
/// fills), counted from `hip_runtime_api.h`: `name[256]` at 0, then
/// `size_t totalGlobalMem` 256, `sharedMemPerBlock` 264, `int
/// regsPerBlock` 272, `warpSize` 276, `maxThreadsPerBlock` 280,
/// `maxThreadsDim[3]` 284, `maxGridSize[3]` 296, three ints to 320,
/// `size_t totalConstMem` 320, seven ints and the 4-byte arch flags to
/// 360, `concurrentKernels` 360, `pciDomainID` 364, `pciBusID` 368,
/// `pciDeviceID` 372, `size_t maxSharedMemoryPerMultiProcessor` 376, three
/// ints to 396, `gcnArchName[256]` 396, ... `managedMemory` 772.
mod offsets {
    pub const NAME: usize = 0;
    pub const TOTAL_GLOBAL_MEM: usize = 256;
    pub const SHARED_MEM_PER_BLOCK: usize = 264;
    pub const WARP_SIZE: usize = 276;
    pub const MAX_THREADS_PER_BLOCK: usize = 280;
    pub const MAX_THREADS_DIM: usize = 284;
    pub const MAX_GRID_SIZE: usize = 296;
    pub const PCI_DOMAIN_ID: usize = 364;
    pub const PCI_BUS_ID: usize = 368;
    pub const PCI_DEVICE_ID: usize = 372;
    pub const GCN_ARCH_NAME: usize = 396;
    pub const MANAGED_MEMORY: usize = 772;
    /// ROCm 5's struct ends at 792.
    pub const END: usize = 792;
}

unsafe extern "C" fn get_device_properties(p: *mut c_void, ordinal: c_int) -> HipError {
    call("hipGetDeviceProperties", |w| {
        let Some(d) = w.device(ordinal).cloned() else {
            return 101;
        };
        let p = p.cast::<u8>();
        use offsets as o;
        // SAFETY: the caller hands a buffer at least as long as ROCm's
        // struct (`o::END` bytes).
        unsafe {
            std::ptr::write_bytes(p, 0, o::END);
            put_text(p, o::NAME, &d.name);
            put(p, o::TOTAL_GLOBAL_MEM, d.memory);
            put(p, o::SHARED_MEM_PER_BLOCK, 65536usize);
            put(
                p,
                o::WARP_SIZE,
                if d.target_id.starts_with("gfx9") {
                    64
                } else {
                    32
                } as c_int,
            );
            put(p, o::MAX_THREADS_PER_BLOCK, 1024 as c_int);
            put(p, o::MAX_THREADS_DIM, [1024 as c_int, 1024, 1024]);
            put(p, o::MAX_GRID_SIZE, [c_int::MAX, 65536, 65536]);
            put(p, o::PCI_DOMAIN_ID, d.pci.0);
            put(p, o::PCI_BUS_ID, d.pci.1);
            put(p, o::PCI_DEVICE_ID, d.pci.2);
            put_text(p, o::GCN_ARCH_NAME, &d.target_id);
            put(p, o::MANAGED_MEMORY, c_int::from(d.managed));
        }
        0
    })
}

unsafe extern "C" fn device_get_uuid(uuid: *mut HipUuid, device: c_int) -> HipError {
    call("hipDeviceGetUuid", |w| {
        let Some(d) = w.device(device) else {
            return 101;
        };
        // SAFETY: the caller's out-pointer.
        unsafe { (*uuid).bytes = d.uuid };
        0
    })
}

unsafe extern "C" fn mem_get_info(free: *mut usize, total: *mut usize) -> HipError {
    call("hipMemGetInfo", |w| {
        let Some(d) = w.device(w.current) else {
            return 101;
        };
        let used: usize = w.memory.values().map(|(m, _)| m.len() * 8).sum();
        // SAFETY: the caller's out-pointers.
        unsafe {
            *total = d.memory;
            *free = d.memory.saturating_sub(used);
        }
        0
    })
}

unsafe extern "C" fn malloc(p: *mut *mut c_void, size: usize) -> HipError {
    call("hipMalloc", |w| w.allocate(p, size, "hipMalloc"))
}

unsafe extern "C" fn malloc_managed(p: *mut *mut c_void, size: usize, flags: c_uint) -> HipError {
    call("hipMallocManaged", |w| {
        if flags != library::HIP_MEM_ATTACH_GLOBAL {
            return 1;
        }
        w.allocate(p, size, "hipMallocManaged")
    })
}

unsafe extern "C" fn host_malloc(p: *mut *mut c_void, size: usize, flags: c_uint) -> HipError {
    call("hipHostMalloc", |w| {
        if flags != library::HIP_HOST_MALLOC_MAPPED {
            return 1;
        }
        w.allocate(p, size, "hipHostMalloc")
    })
}

unsafe extern "C" fn host_get_device_pointer(
    device: *mut *mut c_void,
    host: *mut c_void,
    _flags: c_uint,
) -> HipError {
    call("hipHostGetDevicePointer", |w| {
        if !w.memory.contains_key(&(host as usize)) {
            return 1;
        }
        // Unified addressing: the same address.
        // SAFETY: the caller's out-pointer.
        unsafe { *device = host };
        0
    })
}

unsafe extern "C" fn free(p: *mut c_void) -> HipError {
    call("hipFree", |w| {
        w.release(p, "hipMalloc") & w.release(p, "hipMallocManaged")
    })
}

unsafe extern "C" fn host_free(p: *mut c_void) -> HipError {
    call("hipHostFree", |w| w.release(p, "hipHostMalloc"))
}

/// Whether `[p, p + n)` lies in one live allocation.
fn inside(w: &World, p: *const c_void, n: usize) -> bool {
    let p = p as usize;
    w.memory.iter().any(|(base, (m, _))| {
        p >= *base
            && p.checked_add(n)
                .is_some_and(|end| end <= base + m.len() * 8)
    })
}

unsafe extern "C" fn memset(dst: *mut c_void, value: c_int, n: usize) -> HipError {
    call("hipMemset", |w| {
        if !inside(w, dst, n) {
            return 17;
        }
        // SAFETY: inside a live allocation (checked).
        unsafe { std::ptr::write_bytes(dst.cast::<u8>(), value as u8, n) };
        0
    })
}

unsafe extern "C" fn memcpy_htod(dst: *mut c_void, src: *const c_void, n: usize) -> HipError {
    call("hipMemcpyHtoD", |w| {
        if !inside(w, dst, n) {
            return 17;
        }
        // SAFETY: `dst` is inside an allocation; `src` is the caller's `n`
        // bytes.
        unsafe { std::ptr::copy_nonoverlapping(src.cast::<u8>(), dst.cast::<u8>(), n) };
        0
    })
}

unsafe extern "C" fn memcpy_dtoh(dst: *mut c_void, src: *mut c_void, n: usize) -> HipError {
    call("hipMemcpyDtoH", |w| {
        if !inside(w, src, n) {
            return 17;
        }
        // SAFETY: as in `memcpy_htod`, the other way.
        unsafe { std::ptr::copy_nonoverlapping(src.cast::<u8>(), dst.cast::<u8>(), n) };
        0
    })
}

unsafe extern "C" fn memcpy(
    dst: *mut c_void,
    src: *const c_void,
    n: usize,
    kind: c_int,
) -> HipError {
    call("hipMemcpy", |w| {
        if kind != library::HIP_MEMCPY_DEFAULT || !inside(w, dst, n) || !inside(w, src, n) {
            return 1;
        }
        // SAFETY: both inside allocations (checked); `copy` allows overlap.
        unsafe { std::ptr::copy(src.cast::<u8>(), dst.cast::<u8>(), n) };
        0
    })
}

unsafe extern "C" fn module_load_data(module: *mut Handle, image: *const c_void) -> HipError {
    call("hipModuleLoadData", |w| {
        // SAFETY: the image is an ELF file the caller keeps alive; its
        // tag (or a real ELF header's padding) ends in a NUL within it.
        let head = unsafe { std::slice::from_raw_parts(image.cast::<u8>(), 4) };
        if head != b"\x7fELF" {
            return 200;
        }
        // SAFETY: as above.
        let tag = unsafe { CStr::from_ptr(image.cast::<c_char>().add(4)) };
        let h = w.handle();
        w.modules
            .insert(h, tag.to_string_lossy().trim().to_string());
        // SAFETY: the caller's out-pointer.
        unsafe { *module = std::ptr::without_provenance_mut(h) };
        0
    })
}

unsafe extern "C" fn module_get_function(
    function: *mut Handle,
    module: Handle,
    name: *const c_char,
) -> HipError {
    call("hipModuleGetFunction", |w| {
        let Some(tag) = w.modules.get(&(module as usize)).cloned() else {
            return 400;
        };
        // SAFETY: a NUL-terminated name.
        let name = unsafe { CStr::from_ptr(name) }
            .to_string_lossy()
            .into_owned();
        let h = w.handle();
        w.functions.insert(h, (tag, name));
        // SAFETY: the caller's out-pointer.
        unsafe { *function = std::ptr::without_provenance_mut(h) };
        0
    })
}

unsafe extern "C" fn module_unload(module: Handle) -> HipError {
    call("hipModuleUnload", |w| {
        if w.modules.remove(&(module as usize)).is_some() {
            0
        } else {
            400
        }
    })
}

unsafe extern "C" fn module_launch_kernel(
    f: Handle,
    gx: c_uint,
    gy: c_uint,
    gz: c_uint,
    bx: c_uint,
    by: c_uint,
    bz: c_uint,
    shared: c_uint,
    stream: Handle,
    params: *mut *mut c_void,
    extra: *mut *mut c_void,
) -> HipError {
    call("hipModuleLaunchKernel", |w| {
        let Some((image, entry)) = w.functions.get(&(f as usize)).cloned() else {
            return 98;
        };
        if shared != 0 || !params.is_null() || extra.is_null() {
            return 1;
        }
        // SAFETY: `extra` is the five-entry array HIP documents (its keys
        // are checked before the values are used).
        let e = unsafe { std::slice::from_raw_parts(extra, 5) };
        let keys = [e[0] as usize, e[2] as usize, e[4] as usize];
        if keys
            != [
                HIP_LAUNCH_PARAM_BUFFER_POINTER,
                HIP_LAUNCH_PARAM_BUFFER_SIZE,
                HIP_LAUNCH_PARAM_END,
            ]
        {
            return 1;
        }
        // SAFETY: the size entry points at a `size_t`, the buffer entry at
        // that many bytes.
        let args = unsafe {
            let size = *e[3].cast::<usize>();
            std::slice::from_raw_parts(e[1].cast::<u8>(), size).to_vec()
        };
        w.launches.push(Launch {
            image,
            entry,
            grid: [gx, gy, gz],
            block: [bx, by, bz],
            args,
            stream: stream as usize,
        });
        w.clock_ms += KERNEL_MS;
        0
    })
}

/// # Safety
/// `out` must be writable.
unsafe fn new_handle(symbol: &'static str, out: *mut Handle) -> HipError {
    call(symbol, |w| {
        let h = w.handle();
        if symbol == "hipEventCreate" {
            w.events.insert(h, None);
        }
        // SAFETY: the caller's out-pointer.
        unsafe { *out = std::ptr::without_provenance_mut(h) };
        0
    })
}

unsafe extern "C" fn stream_create(out: *mut Handle) -> HipError {
    // SAFETY: forwarded.
    unsafe { new_handle("hipStreamCreate", out) }
}

unsafe extern "C" fn stream_synchronize(_stream: Handle) -> HipError {
    call("hipStreamSynchronize", |_| 0)
}

unsafe extern "C" fn stream_destroy(_stream: Handle) -> HipError {
    call("hipStreamDestroy", |_| 0)
}

unsafe extern "C" fn event_create(out: *mut Handle) -> HipError {
    // SAFETY: forwarded.
    unsafe { new_handle("hipEventCreate", out) }
}

unsafe extern "C" fn event_record(event: Handle, _stream: Handle) -> HipError {
    call("hipEventRecord", |w| {
        let now = w.clock_ms;
        match w.events.get_mut(&(event as usize)) {
            Some(stamp) => {
                *stamp = Some(now);
                0
            }
            None => 400,
        }
    })
}

unsafe extern "C" fn event_synchronize(event: Handle) -> HipError {
    call("hipEventSynchronize", |w| {
        if w.events.contains_key(&(event as usize)) {
            0
        } else {
            400
        }
    })
}

unsafe extern "C" fn event_query(event: Handle) -> HipError {
    call("hipEventQuery", |w| {
        if w.events.contains_key(&(event as usize)) {
            0
        } else {
            400
        }
    })
}

unsafe extern "C" fn event_elapsed_time(ms: *mut f32, start: Handle, end: Handle) -> HipError {
    call("hipEventElapsedTime", |w| {
        let stamp = |e: Handle| w.events.get(&(e as usize)).copied().flatten();
        match (stamp(start), stamp(end)) {
            (Some(a), Some(b)) => {
                // SAFETY: the caller's out-pointer.
                unsafe { *ms = b - a };
                0
            }
            _ => 400,
        }
    })
}

unsafe extern "C" fn event_destroy(event: Handle) -> HipError {
    call("hipEventDestroy", |w| {
        if w.events.remove(&(event as usize)).is_some() {
            0
        } else {
            400
        }
    })
}

/// The fake's entry points.
pub(crate) fn table() -> Table {
    Table {
        init,
        get_device_count,
        runtime_get_version,
        get_error_name,
        device_get_name,
        set_device,
        device_get,
        get_device_properties,
        device_get_uuid,
        mem_get_info,
        malloc,
        malloc_managed,
        host_malloc,
        host_get_device_pointer,
        free,
        host_free,
        memset,
        memcpy_htod,
        memcpy_dtoh,
        memcpy,
        module_load_data,
        module_get_function,
        module_unload,
        module_launch_kernel,
        stream_create,
        stream_synchronize,
        stream_destroy,
        event_create,
        event_record,
        event_synchronize,
        event_elapsed_time,
        event_query,
        event_destroy,
    }
}
