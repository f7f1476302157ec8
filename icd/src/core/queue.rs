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
use crate::core::launch::{self, Launch};
use crate::object::{class, Ref};

/// What a command did: its GPU time, when the runner measured one.
#[derive(Default)]
pub struct Done {
    pub gpu_time: Option<Duration>,
}

/// A command's work: runs on the queue's device; an error is the event's (negative) status.
pub type Work = Box<dyn FnOnce(&Runtime) -> Result<Done, i32> + Send>;

/// What a command does.
pub enum Action {
    /// Nothing (markers, barriers, migrations).
    Nothing,
    /// Host-side work: transfers, maps.
    Work(Work),
    /// A kernel launch: consecutive ones run in one submission.
    Launch(Launch),
}

pub struct Command {
    pub event: Ref<Event>,
    pub wait: Vec<Ref<Event>>,
    pub action: Action,
}

impl Command {
    fn is_launch(&self) -> bool {
        matches!(self.action, Action::Launch(_))
    }
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
        let action = work.map_or(Action::Nothing, Action::Work);
        Queue::push(this, command_type, wait, action)
    }

    /// Adds a kernel launch; it runs at the next flush, with the launches next to it.
    pub fn enqueue_launch(
        this: &Ref<Queue>,
        command_type: u32,
        wait: Vec<Ref<Event>>,
        launch: Launch,
    ) -> Ref<Event> {
        Queue::push(this, command_type, wait, Action::Launch(launch))
    }

    fn push(
        this: &Ref<Queue>,
        command_type: u32,
        wait: Vec<Ref<Event>>,
        action: Action,
    ) -> Ref<Event> {
        let event = Event::new(this.context.clone(), Some(this.clone()), command_type);
        lock(&this.pending).push_back(Command {
            event: event.clone(),
            wait,
            action,
        });
        event
    }

    /// Whether a command's wait list is complete, after flushing the other queues it names.
    fn ready(this: &Ref<Queue>, command: &Command) -> bool {
        for e in &command.wait {
            if let Some(q) = &e.queue {
                if !q.same(this) && !e.is_done() {
                    Queue::flush(q);
                }
            }
        }
        command.wait.iter().all(|e| e.is_done())
    }

    /// Runs every pending command that can run; stops at one waiting for a user event.
    /// Consecutive launches that can run go to the device in one submission (on a profiling
    /// queue each goes alone, timed).
    pub fn flush(this: &Ref<Queue>) {
        let _running = lock(&this.running);
        loop {
            let Some(command) = lock(&this.pending).pop_front() else {
                return;
            };
            if !Queue::ready(this, &command) {
                lock(&this.pending).push_front(command);
                return;
            }
            if !command.is_launch() || this.profiling() {
                Queue::run(this, command);
                continue;
            }
            let mut batch = vec![command];
            loop {
                let mut pending = lock(&this.pending);
                let Some(next) = pending.pop_front() else {
                    break;
                };
                // Only events already complete: a wait on a launch of this batch ends it.
                if next.is_launch() && next.wait.iter().all(|e| e.is_done()) {
                    batch.push(next);
                } else {
                    pending.push_front(next);
                    break;
                }
            }
            Queue::run_launches(this, batch);
        }
    }

    /// Runs launches whose wait lists are complete, in one submission.
    fn run_launches(this: &Ref<Queue>, batch: Vec<Command>) {
        let mut events = Vec::with_capacity(batch.len());
        let mut launches = Vec::with_capacity(batch.len());
        for command in batch {
            if command.wait.iter().any(|e| e.status() < 0) {
                Event::set_status(&command.event, CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST);
                continue;
            }
            if let Action::Launch(l) = command.action {
                Event::set_status(&command.event, CL_SUBMITTED as i32);
                Event::set_status(&command.event, CL_RUNNING as i32);
                events.push(command.event);
                launches.push(l);
            }
        }
        let results = launch::run(&this.runtime, &launches, false);
        for (event, result) in events.iter().zip(results) {
            Event::set_status(
                event,
                result.map_or_else(|code| code, |_| CL_COMPLETE as i32),
            );
        }
    }

    fn run(this: &Ref<Queue>, command: Command) {
        let Command {
            event,
            wait,
            action,
        } = command;
        if wait.iter().any(|e| e.status() < 0) {
            Event::set_status(&event, CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST);
            return;
        }
        Event::set_status(&event, CL_SUBMITTED as i32);
        Event::set_status(&event, CL_RUNNING as i32);
        let result = match action {
            Action::Nothing => Ok(Done::default()),
            Action::Work(work) => work(&this.runtime),
            Action::Launch(l) => {
                launch::run(&this.runtime, std::slice::from_ref(&l), this.profiling())
                    .pop()
                    .unwrap_or(Err(CL_OUT_OF_RESOURCES))
            }
        };
        let status = match result {
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
