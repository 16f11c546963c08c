//! The timers of a running bot: the sweeper, its quick pass over live
//! games' clocks, and the deliverer of what is owed.

use super::*;

impl Bot {
    /// Runs the sweeper every `sweep_every`, its quick pass over live
    /// games' clocks every `flag_every`, and the deliverer of what is
    /// owed, until `stop`.
    pub(super) fn start_sweeper(self: &Arc<Self>, stop: watch::Receiver<bool>) {
        let bot = self.clone();
        let stopped = stop.clone();
        tokio::spawn(async move {
            deliver::run(&bot.service, &bot.http, stopped).await;
        });
        self.every(self.settings.sweep_every, stop.clone(), false);
        self.every(self.settings.flag_every, stop, true);
    }

    /// Every `period` until `stop`: a whole sweep, or (`flags`) only the
    /// live games out of time.
    fn every(self: &Arc<Self>, period: Duration, mut stop: watch::Receiver<bool>, flags: bool) {
        let bot = self.clone();
        tokio::spawn(async move {
            let mut tick = tokio::time::interval(period);
            tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            loop {
                tokio::select! {
                    _ = tick.tick() => {}
                    _ = stop.changed() => break,
                }
                let Some(_permit) = bot.gate.enter() else {
                    break;
                };
                if !flags {
                    sweep_once(&bot.service).await;
                } else if !bot.service.sweeper().flags().await.notices.is_empty() {
                    bot.service.outbox().ring();
                }
            }
        });
    }
}

/// One sweep: what it owes goes out through the deliverer.
async fn sweep_once(service: &Service) {
    // Failed items are logged by the sweeper.
    let sweep = service.sweeper().sweep().await;
    if !sweep.notices.is_empty() || !sweep.archive.is_empty() {
        service.outbox().ring();
    }
}
