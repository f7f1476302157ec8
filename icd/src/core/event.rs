//! Events: a command's status (queued, submitted, running, complete or an error), its profiling
//! times and the callbacks waiting on it; user events are set by the application.

use std::ffi::c_void;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Condvar, Mutex, OnceLock};
use std::time::{Duration, Instant};

use crate::cl::*;
use crate::core::context::Context;
use crate::core::queue::Queue;
use crate::object::{class, Ref};

/// clSetEventCallback's callback: (event, status, user_data).
pub type EventCallback = extern "C" fn(*mut c_void, i32, *mut c_void);

pub struct Event {
    pub context: Ref<Context>,
    /// `None` for a user event.
    pub queue: Option<Ref<Queue>>,
    pub command_type: u32,
    /// Whether its queue profiles: only then are the times read (a clock read per status
    /// change costs on every launch otherwise).
    profiled: bool,
    state: Mutex<EventState>,
}
class!(Event, Event);

struct EventState {
    status: i32,
    /// (status that triggers it, callback, user data)
    callbacks: Vec<(i32, EventCallback, usize)>,
    /// Queued, submitted, started, ended: nanoseconds on the host's monotonic clock.
    times: [u64; 4],
}

/// Nanoseconds since the driver started (the profiling clock).
pub fn now_ns() -> u64 {
    static START: OnceLock<Instant> = OnceLock::new();
    START.get_or_init(Instant::now).elapsed().as_nanos() as u64
}

/// Wakes every thread waiting for some event (a status changed).
fn changed() -> &'static (Mutex<u64>, Condvar) {
    static CHANGED: OnceLock<(Mutex<u64>, Condvar)> = OnceLock::new();
    CHANGED.get_or_init(|| (Mutex::new(0), Condvar::new()))
}

/// Threads in [`wait_changed`]: a completion wakes them only when there are some, since the
/// wake-up is a system call on every completed command otherwise.
static WAITERS: AtomicUsize = AtomicUsize::new(0);

/// Waits (up to 20 ms) for a status change after `done` says no, counted in [`WAITERS`]: the
/// count goes up before `done` looks, and a completion stores its status before it reads the
/// count (both sequentially consistent), so a completion `done` missed sees the waiter.
fn wait_changed<T>(done: impl Fn() -> Option<T>) -> Option<T> {
    let (lock, cond) = changed();
    WAITERS.fetch_add(1, Ordering::SeqCst);
    let guard = lock.lock().unwrap_or_else(|p| p.into_inner());
    let result = done();
    if result.is_none() {
        let _ = cond
            .wait_timeout(guard, Duration::from_millis(20))
            .unwrap_or_else(|p| p.into_inner());
    } else {
        drop(guard);
    }
    WAITERS.fetch_sub(1, Ordering::SeqCst);
    result
}

impl Event {
    pub fn new(context: Ref<Context>, queue: Option<Ref<Queue>>, command_type: u32) -> Ref<Event> {
        let status = if queue.is_some() {
            CL_QUEUED as i32
        } else {
            CL_SUBMITTED as i32
        };
        let profiled = queue.as_ref().is_some_and(|q| q.profiling());
        Ref::new(Event {
            context,
            queue,
            command_type,
            profiled,
            state: Mutex::new(EventState {
                status,
                callbacks: Vec::new(),
                times: [if profiled { now_ns() } else { 0 }, 0, 0, 0],
            }),
        })
    }

    fn state(&self) -> std::sync::MutexGuard<'_, EventState> {
        self.state.lock().unwrap_or_else(|p| p.into_inner())
    }

    pub fn status(&self) -> i32 {
        self.state().status
    }

    pub fn is_done(&self) -> bool {
        self.status() <= 0
    }

    pub fn times(&self) -> [u64; 4] {
        self.state().times
    }

    /// Records a profiling time (1 submitted, 2 started, 3 ended).
    pub fn set_time(&self, which: usize, ns: u64) {
        self.state().times[which] = ns;
    }

    /// Moves the event to `status` (never back) and runs the callbacks it triggers.
    pub fn set_status(this: &Ref<Event>, status: i32) {
        let fire: Vec<(EventCallback, usize)> = {
            let mut s = this.state();
            if s.status <= 0 || status >= s.status {
                return;
            }
            s.status = status;
            if this.profiled {
                let now = now_ns();
                if status <= CL_SUBMITTED as i32 && s.times[1] == 0 {
                    s.times[1] = now;
                }
                if status <= CL_RUNNING as i32 && s.times[2] == 0 {
                    s.times[2] = now;
                }
                if status <= 0 && s.times[3] == 0 {
                    s.times[3] = now;
                }
            }
            let (due, keep) = s
                .callbacks
                .drain(..)
                .partition::<Vec<_>, _>(|(trigger, _, _)| status <= *trigger);
            s.callbacks = keep;
            due.into_iter().map(|(_, f, u)| (f, u)).collect()
        };
        for (f, user_data) in fire {
            f(this.handle(), status, user_data as *mut c_void);
        }
        if status <= 0 {
            std::sync::atomic::fence(Ordering::SeqCst);
            if WAITERS.load(Ordering::SeqCst) > 0 {
                let (lock, cond) = changed();
                *lock.lock().unwrap_or_else(|p| p.into_inner()) += 1;
                cond.notify_all();
            }
        }
    }

    /// Registers a callback for `trigger` (CL_SUBMITTED, CL_RUNNING or CL_COMPLETE); one
    /// already reached runs now.
    pub fn add_callback(this: &Ref<Event>, trigger: i32, f: EventCallback, user_data: usize) {
        let now = {
            let mut s = this.state();
            if s.status <= trigger {
                Some(s.status)
            } else {
                s.callbacks.push((trigger, f, user_data));
                None
            }
        };
        if let Some(status) = now {
            f(this.handle(), status, user_data as *mut c_void);
        }
    }

    /// Waits until the event completes (or fails), running its queue's pending work.
    pub fn wait(this: &Ref<Event>) -> i32 {
        loop {
            if let Some(q) = &this.queue {
                Queue::flush(q);
            }
            // A user event (or one queue waiting for another's): wait for a change.
            let status = wait_changed(|| Some(this.status()).filter(|&s| s <= 0));
            if let Some(status) = status {
                return status;
            }
        }
    }

    /// Waits for some event to change (a queue blocked on a user event).
    pub fn wait_for_change() {
        wait_changed(|| None::<()>);
    }
}
