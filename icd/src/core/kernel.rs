//! Kernels: one kernel of a built program, its reflection, and the arguments set so far.

use std::sync::atomic::Ordering;
use std::sync::{Arc, Mutex, MutexGuard};

use oclvk::abi::reflect::{ArgKind, KernelReflection, SamplerModes};

use crate::core::image::Image;
use crate::core::memory::Mem;
use crate::core::program::{Built, Program};
use crate::object::{class, Ref};

/// A value given to clSetKernelArg.
#[derive(Clone)]
pub enum KernelArg {
    Mem(Ref<Mem>),
    /// A NULL buffer argument: the kernel's pointer is NULL.
    NullMem,
    /// A by-value argument's bytes.
    Value(Vec<u8>),
    /// A `local` argument: bytes of local memory.
    Local(usize),
    Image(Ref<Image>),
    /// A sampler argument: the sampler's modes.
    Sampler(SamplerModes),
}

pub struct Kernel {
    pub program: Ref<Program>,
    pub built: Arc<Built>,
    pub name: String,
    pub reflection: KernelReflection,
    args: Mutex<Vec<Option<KernelArg>>>,
}
class!(Kernel, Kernel);

impl Kernel {
    pub fn new(program: Ref<Program>, built: Arc<Built>, reflection: KernelReflection) -> Kernel {
        program.kernels.fetch_add(1, Ordering::Relaxed);
        let count = reflection.args.len();
        Kernel {
            program,
            built,
            name: reflection.name.clone(),
            reflection,
            args: Mutex::new(vec![None; count]),
        }
    }

    pub fn args(&self) -> MutexGuard<'_, Vec<Option<KernelArg>>> {
        self.args.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// A copy with the same arguments (clCloneKernel).
    pub fn duplicate(&self) -> Kernel {
        let k = Kernel::new(
            self.program.clone(),
            self.built.clone(),
            self.reflection.clone(),
        );
        *k.args() = self.args().clone();
        k
    }

    /// Local memory the kernel uses: its own `local` variables and the `local` arguments set.
    pub fn local_mem_size(&self) -> u64 {
        let args: u64 = self
            .args()
            .iter()
            .map(|a| match a {
                Some(KernelArg::Local(n)) => *n as u64,
                _ => 0,
            })
            .sum();
        self.reflection.static_local_bytes + self.reflection.collective_local_bytes as u64 + args
    }

    /// The pointee size of a `local` argument (what `local:N` counts in).
    pub fn local_element_size(&self, index: usize) -> Option<u32> {
        match &self.reflection.args.get(index)?.kind {
            ArgKind::Local { pointee, .. } => Some(pointee.size.max(1)),
            _ => None,
        }
    }
}

impl Drop for Kernel {
    fn drop(&mut self) {
        self.program.kernels.fetch_sub(1, Ordering::Relaxed);
    }
}
