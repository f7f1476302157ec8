//! `oclvk run` in one call: turn resolved argument specs into buffers, launch a kernel `repeat`
//! times, time the phases, and read back the buffers the caller wants written out.

use std::time::{Duration, Instant};

use oclvk_abi::reflect::{ArgKind, ArgReflection};
use oclvk_runner::{
    ArgValue, Buffer, Image, ImageDesc, LaunchStats, NdRange, Program, Result, RunnerError, Runtime,
};

use crate::spec::{resolve_within, ArgSpec, ArgTarget, HostArg, Vec3Layout};

/// Options for [`RunSpecs::run_specs`].
#[derive(Clone, Debug)]
pub struct RunConfig {
    /// Number of launches (at least 1). Buffers are uploaded once, so in-place kernels see their
    /// own earlier results.
    pub repeat: u32,
    /// Buffer and image arguments to read back (naming another argument is an error); `None`
    /// reads every one.
    pub outputs: Option<Vec<ArgTarget>>,
}

impl Default for RunConfig {
    fn default() -> Self {
        RunConfig {
            repeat: 1,
            outputs: None,
        }
    }
}

/// Min, median and max of a set of durations.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TimeStats {
    pub min: Duration,
    pub median: Duration,
    pub max: Duration,
}

impl TimeStats {
    pub fn of(samples: &[Duration]) -> Option<TimeStats> {
        let mut s = samples.to_vec();
        s.sort();
        Some(TimeStats {
            min: *s.first()?,
            median: s[s.len() / 2],
            max: *s.last()?,
        })
    }
}

/// One buffer argument's final contents.
#[derive(Clone, Debug)]
pub struct RunOutput {
    pub param: ArgReflection,
    pub bytes: Vec<u8>,
    /// The image's shape, for image arguments (`bytes` are its texels).
    pub image: Option<ImageDesc>,
}

impl RunOutput {
    /// Writes it as `.npy` or `.bin` according to `path`'s extension.
    pub fn write_to(&self, path: &std::path::Path) -> Result<()> {
        self.write_as(path, Vec3Layout::Packed)
    }

    /// [`RunOutput::write_to`], with a buffer of 3-vectors in `.npy` as `vec3` says.
    pub fn write_as(&self, path: &std::path::Path, vec3: Vec3Layout) -> Result<()> {
        match &self.image {
            Some(_) if vec3 == Vec3Layout::Padded => Err(RunnerError::Spec(format!(
                "argument '{}': {}:padded: an image has no padded layout",
                self.param.name,
                path.display()
            ))),
            Some(desc) => crate::spec::write_image_output(path, desc, &self.bytes),
            None => crate::spec::write_output_as(path, &self.param, &self.bytes, vec3),
        }
    }
}

/// What [`RunSpecs::run_specs`] measured and read back.
#[derive(Clone, Debug)]
pub struct RunReport {
    pub outputs: Vec<RunOutput>,
    pub launches: Vec<LaunchStats>,
    /// GPU time per launch (`None` without timestamp support).
    pub kernel_time: Option<TimeStats>,
    /// Host wall time of each launch's submit-to-fence.
    pub dispatch_time: TimeStats,
    /// Wall time to create and fill every buffer.
    pub upload_time: Duration,
    /// Wall time to read back the outputs.
    pub download_time: Duration,
    pub local_size: [u32; 3],
    pub groups: [u32; 3],
}

fn ms(d: Duration) -> String {
    format!("{:.3} ms", d.as_secs_f64() * 1e3)
}

impl RunReport {
    /// Human-readable timings, one per line (what `oclvk run` prints).
    pub fn timing_summary(&self) -> String {
        let n = self.launches.len();
        let mut s = format!(
            "local size {:?}, {:?} work-groups, {n} launch{}\n",
            self.local_size,
            self.groups,
            if n == 1 { "" } else { "es" }
        );
        match &self.kernel_time {
            Some(t) if n > 1 => s.push_str(&format!(
                "kernel: min {} median {} max {}\n",
                ms(t.min),
                ms(t.median),
                ms(t.max)
            )),
            Some(t) => s.push_str(&format!("kernel: {}\n", ms(t.median))),
            None => s.push_str("kernel: (the device has no timestamps)\n"),
        }
        s.push_str(&format!(
            "upload {}, dispatch (wall, median) {}, download {}\n",
            ms(self.upload_time),
            ms(self.dispatch_time.median),
            ms(self.download_time)
        ));
        s
    }
}

/// `oclvk run`'s one call on a [`Runtime`]: an extension trait, since the runner, which an
/// engine ships, knows nothing of argument specs.
pub trait RunSpecs {
    /// Resolves `specs` against the kernel, uploads buffers, launches `config.repeat` times and
    /// reads the requested buffers back.
    fn run_specs(
        &self,
        program: &Program,
        kernel: &str,
        range: &NdRange,
        specs: &[ArgSpec],
        config: &RunConfig,
    ) -> Result<RunReport>;
}

impl RunSpecs for Runtime {
    fn run_specs(
        &self,
        program: &Program,
        kernel: &str,
        range: &NdRange,
        specs: &[ArgSpec],
        config: &RunConfig,
    ) -> Result<RunReport> {
        let k = program.kernel(kernel)?;
        let resolved = resolve_within(k, specs, self.device().limits.max_buffer_size)?;
        let wanted: Option<Vec<u32>> = match &config.outputs {
            None => None,
            Some(list) => Some(
                list.iter()
                    .map(|t| {
                        let a = t.find(k)?;
                        match a.kind {
                            ArgKind::Buffer { .. } | ArgKind::Image { .. } => Ok(a.index),
                            _ => Err(RunnerError::Spec(format!(
                                "argument '{}' ('{}') is not a buffer or an image, so it has no contents to write out",
                                a.name, a.type_name
                            ))),
                        }
                    })
                    .collect::<Result<_>>()?,
            ),
        };
        let upload = Instant::now();
        let mut buffers: Vec<Option<Buffer>> = Vec::new();
        for r in &resolved {
            buffers.push(match &r.value {
                HostArg::Buffer(data) => {
                    Some(self.buffer_from_bytes(data).map_err(|e| match e {
                        RunnerError::ZeroSizeBuffer => RunnerError::EmptyBuffer {
                            name: r.param.name.clone(),
                        },
                        e => RunnerError::Argument {
                            name: r.param.name.clone(),
                            source: Box::new(e),
                        },
                    })?)
                }
                _ => None,
            });
        }
        let mut images: Vec<Option<Image>> = Vec::new();
        for r in &resolved {
            images.push(match &r.value {
                HostArg::Image { desc, data } => {
                    // Held as the texture the kernel's module declares (GLSL's 1D arrays are
                    // 2D arrays one texel high).
                    let view_dim = match r.param.kind {
                        ArgKind::Image { view_dim, .. } => view_dim,
                        _ => None,
                    };
                    Some(
                        self.image_for_view(*desc, view_dim, data)
                            .map_err(|e| match e {
                                RunnerError::Image(m) => {
                                    RunnerError::Image(format!("argument '{}': {m}", r.param.name))
                                }
                                e => RunnerError::Argument {
                                    name: r.param.name.clone(),
                                    source: Box::new(e),
                                },
                            })?,
                    )
                }
                _ => None,
            });
        }
        let upload_time = upload.elapsed();
        let args: Vec<(&str, ArgValue)> = resolved
            .iter()
            .zip(buffers.iter().zip(&images))
            .map(|(r, (b, image))| {
                let v = match (&r.value, b, image) {
                    (_, Some(b), _) => ArgValue::Buffer(b),
                    (_, _, Some(i)) => ArgValue::Image(i),
                    (HostArg::Value(v), ..) => ArgValue::Value(v.clone()),
                    (HostArg::Local(n), ..) => ArgValue::Local(*n),
                    (HostArg::Sampler(m), ..) => ArgValue::Sampler(*m),
                    (HostArg::Buffer(_) | HostArg::Image { .. }, ..) => ArgValue::Value(Vec::new()),
                };
                (r.param.name.as_str(), v)
            })
            .collect();
        let mut launches = Vec::new();
        for _ in 0..config.repeat.max(1) {
            launches.push(self.launch(program, kernel, range, &args)?);
        }
        let download = Instant::now();
        let mut outputs = Vec::new();
        for (r, b) in resolved.iter().zip(&buffers) {
            let Some(b) = b else { continue };
            if !matches!(r.param.kind, ArgKind::Buffer { .. }) {
                continue;
            }
            if wanted.as_ref().is_some_and(|w| !w.contains(&r.param.index)) {
                continue;
            }
            outputs.push(RunOutput {
                param: r.param.clone(),
                bytes: b.read_bytes()?,
                image: None,
            });
        }
        for (r, image) in resolved.iter().zip(&images) {
            let Some(image) = image else { continue };
            if wanted.as_ref().is_some_and(|w| !w.contains(&r.param.index)) {
                continue;
            }
            outputs.push(RunOutput {
                param: r.param.clone(),
                bytes: image.read_bytes()?,
                image: Some(*image.desc()),
            });
        }
        outputs.sort_by_key(|o| o.param.index);
        let download_time = download.elapsed();
        let kernel_times: Option<Vec<Duration>> = launches.iter().map(|l| l.kernel_time).collect();
        let walls: Vec<Duration> = launches.iter().map(|l| l.wall_time).collect();
        let first = launches.first().cloned().unwrap_or_default();
        Ok(RunReport {
            kernel_time: kernel_times.and_then(|t| TimeStats::of(&t)),
            dispatch_time: TimeStats::of(&walls).unwrap_or(TimeStats {
                min: Duration::ZERO,
                median: Duration::ZERO,
                max: Duration::ZERO,
            }),
            outputs,
            launches,
            upload_time,
            download_time,
            local_size: first.local_size,
            groups: first.groups,
        })
    }
}
