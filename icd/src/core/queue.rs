//! Command queues. Enqueued commands wait in the queue's pending list and run, in order, at
//! `clFlush`/`clFinish`, a blocking call or a wait on one of their events; a command whose wait
//! list holds an unfinished event of another queue flushes that queue first, and one waiting
//! for a user event stops the queue until the event is set. Out-of-order queues run in order,
//! which the specification allows.

use std::collections::VecDeque;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use oclvk_runner::Runtime;

use crate::cl::*;
use crate::core::context::Context;
use crate::core::device::Device;
use crate::core::event::{now_ns, Event};
use crate::object::{class, Ref};

/// What a command did: its GPU time, when the runner measured one.
#[derive(Default)]
pub struct Done {
    pub gpu_time: Option<Duration>,
}

/// A command's work: runs on the queue's device; an error is the event's (negative) status.
pub type Work = Box<dyn FnOnce(&Runtime) -> Result<Done, i32> + Send>;

pub struct Command {
    pub event: Ref<Event>,
    pub wait: Vec<Ref<Event>>,
    pub work: Option<Work>,
}

pub struct Queue {
    pub context: Ref<Context>,
    pub device: Ref<Device>,
    pub runtime: Arc<Runtime>,
    pub properties: u64,
    /// The property list given to clCreateCommandQueueWithProperties (without the zero).
    pub property_list: Vec<u64>,
    pending: Mutex<VecDeque<Command>>,
    /// Held while commands run, so that one thread at a time runs the queue's work in order.
    running: Mutex<()>,
}
class!(Queue, Queue);

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|p| p.into_inner())
}

impl Queue {
    pub fn new(
        context: Ref<Context>,
        device: Ref<Device>,
        runtime: Arc<Runtime>,
        properties: u64,
        property_list: Vec<u64>,
    ) -> Queue {
        Queue {
            context,
            device,
            runtime,
            properties,
            property_list,
            pending: Mutex::new(VecDeque::new()),
            running: Mutex::new(()),
        }
    }

    pub fn profiling(&self) -> bool {
        self.properties & CL_QUEUE_PROFILING_ENABLE != 0
    }

    /// Adds a command; it runs at the next flush.
    pub fn enqueue(
        this: &Ref<Queue>,
        command_type: u32,
        wait: Vec<Ref<Event>>,
        work: Option<Work>,
    ) -> Ref<Event> {
        let event = Event::new(this.context.clone(), Some(this.clone()), command_type);
        lock(&this.pending).push_back(Command {
            event: event.clone(),
            wait,
            work,
        });
        event
    }

    /// Runs every pending command that can run; stops at one waiting for a user event.
    pub fn flush(this: &Ref<Queue>) {
        let _running = lock(&this.running);
        loop {
            let Some(command) = lock(&this.pending).pop_front() else {
                return;
            };
            // Events of other queues run first; a user event must be set by the application.
            for e in &command.wait {
                if let Some(q) = &e.queue {
                    if !q.same(this) && !e.is_done() {
                        Queue::flush(q);
                    }
                }
            }
            if command.wait.iter().any(|e| !e.is_done()) {
                lock(&this.pending).push_front(command);
                return;
            }
            Queue::run(this, command);
        }
    }

    fn run(this: &Ref<Queue>, command: Command) {
        let Command { event, wait, work } = command;
        if wait.iter().any(|e| e.status() < 0) {
            Event::set_status(&event, CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST);
            return;
        }
        Event::set_status(&event, CL_SUBMITTED as i32);
        Event::set_status(&event, CL_RUNNING as i32);
        let status = match work {
            Some(work) => match work(&this.runtime) {
                Ok(done) => {
                    if let Some(gpu) = done.gpu_time {
                        // The GPU's own duration, ending when the host saw the command end.
                        let end = now_ns();
                        event.set_time(2, end.saturating_sub(gpu.as_nanos() as u64));
                        event.set_time(3, end);
                    }
                    CL_COMPLETE as i32
                }
                Err(code) => code,
            },
            None => CL_COMPLETE as i32,
        };
        Event::set_status(&event, status);
    }

    /// Runs everything enqueued so far, waiting for user events it depends on.
    pub fn finish(this: &Ref<Queue>) {
        loop {
            Queue::flush(this);
            if lock(&this.pending).is_empty() {
                return;
            }
            Event::wait_for_change();
        }
    }
}
