/**
 * Runs a background job one run at a time: soon after a kick (work just
 * arrived; kicks close together share one run) and every `pollMs` while idle
 * (work another server left, retries, a kick lost to a crash). A kick during
 * a run asks for one more run right after it. The e-mail outbox and the
 * phone alerts both run this way.
 */
export interface KickedPollerOptions {
  /** One pass over the due work. */
  run: () => Promise<unknown>;
  /** How long a kick waits for more work to share its run. */
  kickDelayMs: number;
  /** How often an idle poller runs anyway. */
  pollMs: number;
  /** A run that threw (the poller goes on). */
  onError: (error: unknown) => void;
}

export class KickedPoller {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running: Promise<void> | undefined;
  private kickPending = false;
  private again = false;
  private started = false;
  private stoppedFlag = false;

  private readonly options: KickedPollerOptions;

  constructor(options: KickedPollerOptions) {
    this.options = options;
  }

  /** Whether stop() was called: a long run checks it between steps. */
  get stopped(): boolean {
    return this.stoppedFlag;
  }

  /** Runs at once, then polls. */
  start(): void {
    this.started = true;
    this.stoppedFlag = false;
    this.runNow();
  }

  /** Asks for a run soon. */
  kick(): void {
    if (!this.started || this.stoppedFlag) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.kickPending) return;
    this.kickPending = true;
    this.schedule(this.options.kickDelayMs);
  }

  /** Stops polling and waits for the run in progress. */
  async stop(): Promise<void> {
    this.stoppedFlag = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.kickPending = false;
    await this.running;
  }

  private schedule(ms: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.runNow(), ms);
    this.timer.unref?.();
  }

  private runNow(): void {
    this.timer = undefined;
    this.kickPending = false;
    if (this.stoppedFlag) return;
    this.running = this.options
      .run()
      .then(
        () => undefined,
        (error: unknown) => this.options.onError(error),
      )
      .finally(() => {
        this.running = undefined;
        if (this.stoppedFlag) return;
        const again = this.again;
        this.again = false;
        this.kickPending = again;
        this.schedule(again ? this.options.kickDelayMs : this.options.pollMs);
      });
  }
}

/**
 * A background job run by a KickedPoller (the lead outbox, the phone alerts,
 * the message outbox): started once, kicked when work arrives, stopped at
 * shutdown. A subclass says how to do one pass (`drain`) and what a failed
 * pass is told as (`failed`).
 */
export abstract class PolledJob {
  private readonly poller: KickedPoller;

  constructor(timing: { kickDelayMs: number; pollMs: number }) {
    this.poller = new KickedPoller({
      ...timing,
      run: () => this.drain(),
      onError: (error) => this.failed(error),
    });
  }

  /** One pass over the due work. */
  abstract drain(): Promise<unknown>;

  protected abstract failed(error: unknown): void;

  /** Whether stop() was called: a long pass checks it between steps. */
  protected get stopped(): boolean {
    return this.poller.stopped;
  }

  /** Runs at once (work left from before a restart), then polls. */
  start(): void {
    this.poller.start();
  }

  /** Asks for a pass soon; kicks close together share one pass. */
  kick(): void {
    this.poller.kick();
  }

  /** Stops polling and waits for the pass in progress. */
  stop(): Promise<void> {
    return this.poller.stop();
  }
}
