//! The mock device (spec §15, tier 1): buffers are host memory and behave
//! exactly like a device's; a launch is checked like any other (shape,
//! arguments) and then succeeds without running anything. For testing the
//! host side of a program: orchestration, error handling, buffer traffic.

use std::any::Any;
use std::sync::{Arc, Mutex, MutexGuard};

use magpie_gpu::{Capability, Limits, Target};

use super::{
    check_host_allocation, check_range, own_buffer, BackendBuffer, BackendModule, DeviceBackend,
    LaunchRequest, NoModule, ProgramIr,
};
use crate::buffer::MemoryHint;
use crate::device::{BackendKind, DeviceProperties};
use crate::error::GpuError;

const NAME: &str = "mock";

/// The memory the mock device claims to have: enough for any test, small
/// enough that an absurd request fails the same way on every machine.
pub(crate) const MOCK_MEMORY: u64 = 16 << 30;

#[derive(Debug)]
pub(crate) struct MockBackend {
    capabilities: Vec<Capability>,
}

#[derive(Debug)]
struct MockBuffer {
    bytes: Mutex<Vec<u8>>,
    size: u64,
}

impl MockBuffer {
    fn lock(&self) -> MutexGuard<'_, Vec<u8>> {
        self.bytes.lock().unwrap_or_else(|e| e.into_inner())
    }
}

impl BackendBuffer for MockBuffer {
    fn size(&self) -> u64 {
        self.size
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

impl MockBackend {
    pub(crate) fn new() -> MockBackend {
        MockBackend {
            capabilities: super::cpu::cpu_capabilities(),
        }
    }
}

impl DeviceBackend for MockBackend {
    fn kind(&self) -> BackendKind {
        BackendKind::Mock
    }

    fn properties(&self) -> DeviceProperties {
        DeviceProperties {
            name: "Mock device".into(),
            backend: BackendKind::Mock,
            backends: vec![NAME.into()],
            max_workgroup_size: Limits::PORTABLE.max_invocations,
            max_workgroup_dims: [1024, 1024, 64],
            max_shared_bytes: 64 * 1024,
            max_buffers: 1024,
            warp_size: 32,
            memory_total: MOCK_MEMORY,
            capabilities: self.capabilities.clone(),
            flushes_f32_subnormals: false,
        }
    }

    fn memory_available(&self) -> u64 {
        MOCK_MEMORY
    }

    fn target(&self) -> Option<Target> {
        None
    }

    fn create_buffer(
        &self,
        size: u64,
        _hint: MemoryHint,
    ) -> Result<Arc<dyn BackendBuffer>, GpuError> {
        let n = check_host_allocation(size, MOCK_MEMORY, NAME)?;
        Ok(Arc::new(MockBuffer {
            bytes: Mutex::new(vec![0; n]),
            size,
        }))
    }

    fn read_buffer(
        &self,
        buf: &dyn BackendBuffer,
        offset: u64,
        out: &mut [u8],
    ) -> Result<(), GpuError> {
        check_range(buf, offset, out.len(), NAME)?;
        let buf = own_buffer::<MockBuffer>(buf, NAME)?;
        let at = offset as usize;
        out.copy_from_slice(&buf.lock()[at..at + out.len()]);
        Ok(())
    }

    fn write_buffer(
        &self,
        buf: &dyn BackendBuffer,
        offset: u64,
        data: &[u8],
    ) -> Result<(), GpuError> {
        check_range(buf, offset, data.len(), NAME)?;
        let buf = own_buffer::<MockBuffer>(buf, NAME)?;
        let at = offset as usize;
        buf.lock()[at..at + data.len()].copy_from_slice(data);
        Ok(())
    }

    fn copy_buffer(
        &self,
        src: &dyn BackendBuffer,
        dst: &dyn BackendBuffer,
        size: u64,
    ) -> Result<(), GpuError> {
        let n = usize::try_from(size).map_err(|_| GpuError::internal(NAME, "copy size"))?;
        check_range(src, 0, n, NAME)?;
        check_range(dst, 0, n, NAME)?;
        let src = own_buffer::<MockBuffer>(src, NAME)?;
        let dst = own_buffer::<MockBuffer>(dst, NAME)?;
        if std::ptr::eq(src, dst) {
            return Ok(());
        }
        // Copy out first: never hold both locks.
        let data = src.lock()[..n].to_vec();
        dst.lock()[..n].copy_from_slice(&data);
        Ok(())
    }

    fn compile(&self, _program: &Arc<ProgramIr>) -> Result<Arc<dyn BackendModule>, GpuError> {
        Ok(Arc::new(NoModule))
    }

    fn launch(&self, _request: LaunchRequest) -> Result<(), GpuError> {
        Ok(())
    }
}
