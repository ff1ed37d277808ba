/**
 * A helper thread that a caller hands work to and then waits for synchronously: the caller posts a
 * request, does something else, and takes the answer with `receive`, which blocks on an Atomics.wait
 * (woken by the helper's `wakeWaiter` after each answer) and reads the answer with receiveMessageOnPort.
 * Used by the library's parallel structure scan (parallelScan.ts) and by the language server's document
 * worker (scanHelper.ts). Whatever goes wrong (a helper that fails, dies or is too slow, a thread that
 * may not block) ends the helper and gives no answer, and the caller does the work itself: results never
 * depend on the helper, only time does.
 *
 * The core does no IO and imports no Node built-in: the caller passes in what it has of
 * `node:worker_threads` (see workerThreadsOfHost for a host that may have none).
 */

/** A message port as both threads use it. */
export interface HelperPort {
  postMessage(message: unknown, transfer?: readonly ArrayBuffer[]): void;
  on(event: 'message', listener: (message: unknown) => void): unknown;
  close(): void;
  unref(): void;
}

/** The slice of node:worker_threads a helper thread needs (the core compiles without Node's types). */
export interface WorkerThreads {
  Worker: new (
    script: string,
    options: {
      eval?: boolean;
      workerData: unknown;
      transferList: never[];
      resourceLimits?: { maxYoungGenerationSizeMb?: number };
    },
  ) => {
    unref(): void;
    terminate(): unknown;
    on(event: 'error' | 'exit', listener: () => void): unknown;
  };
  MessageChannel: new () => { port1: HelperPort; port2: HelperPort };
  receiveMessageOnPort(port: never): { message: unknown } | undefined;
}

/** What the helper thread gets as its `workerData`: where to answer, and the flag that wakes the waiter. */
export interface HelperData {
  port: HelperPort;
  flag: Int32Array;
}

/** How a helper thread is started. */
export interface HelperOptions {
  /** The script is source text to evaluate (it reads its HelperData from `require('node:worker_threads')`). */
  eval?: boolean;
  resourceLimits?: { maxYoungGenerationSizeMb?: number };
  /** Called once when the thread fails or ends on its own (it is disposed of then). */
  lost?: () => void;
}

/** undefined: not asked yet; null: this host has none. */
let hostThreads: WorkerThreads | null | undefined;

/**
 * The host's node:worker_threads without importing it (Node 20.16 and later have
 * process.getBuiltinModule), or undefined where there is none or no SharedArrayBuffer to wait on.
 */
export function workerThreadsOfHost(): WorkerThreads | undefined {
  if (hostThreads === undefined) {
    hostThreads = null;
    const host = globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } };
    try {
      const found = host.process?.getBuiltinModule?.('node:worker_threads') as WorkerThreads | undefined;
      if (found !== undefined && typeof SharedArrayBuffer === 'function') hostThreads = found;
    } catch {
      hostThreads = null;
    }
  }
  return hostThreads ?? undefined;
}

/** A running helper thread, seen from the thread that waits for it. */
export class HelperThread {
  /** Settles when the thread has ended. */
  readonly exit: Promise<void>;
  private disposed = false;

  private constructor(
    private readonly threads: WorkerThreads,
    private readonly worker: InstanceType<WorkerThreads['Worker']>,
    private readonly port: HelperPort,
    private readonly flag: Int32Array,
    lost: (() => void) | undefined,
  ) {
    this.exit = new Promise<void>((resolve) => worker.on('exit', () => resolve()));
    const end = (): void => {
      if (this.disposed) return;
      this.dispose();
      lost?.();
    };
    worker.on('error', end);
    worker.on('exit', end);
  }

  /** Starts a helper thread running `script`, or undefined when it cannot be started. */
  static start(
    threads: WorkerThreads,
    script: string,
    options: HelperOptions = {},
  ): HelperThread | undefined {
    try {
      const { port1, port2 } = new threads.MessageChannel();
      const flag = new Int32Array(new SharedArrayBuffer(4));
      const data: HelperData = { port: port2, flag };
      const worker = new threads.Worker(script, {
        eval: options.eval,
        workerData: data,
        // The port is a Node MessagePort, which the core's types cannot name.
        transferList: [port2 as never],
        resourceLimits: options.resourceLimits,
      });
      // Neither keeps a thread alive that has nothing else to do.
      worker.unref();
      port1.unref();
      return new HelperThread(threads, worker, port1, flag, options.lost);
    } catch {
      return undefined;
    }
  }

  /** Whether the thread was ended (by dispose, a failure or a timeout). */
  get ended(): boolean {
    return this.disposed;
  }

  /** Hands the helper a request. */
  post(message: unknown, transfer?: readonly ArrayBuffer[]): void {
    this.port.postMessage(message, transfer);
  }

  /**
   * The helper's next answer, waiting for it until `deadline` (a Date.now() time); undefined when the
   * deadline passes or this thread may not block, and the helper is ended then.
   */
  receive(deadline: number): unknown {
    for (;;) {
      if (this.disposed) return undefined;
      const received = this.threads.receiveMessageOnPort(this.port as never);
      if (received !== undefined) return received.message;
      const left = deadline - Date.now();
      let outcome: string;
      try {
        outcome = left > 0 ? Atomics.wait(this.flag, 0, 0, left) : 'timed-out';
      } catch {
        // A thread that may not block (a browser-like main thread, say).
        outcome = 'timed-out';
      }
      if (outcome === 'timed-out') {
        this.dispose();
        return undefined;
      }
      Atomics.store(this.flag, 0, 0);
    }
  }

  /** Ends the thread. */
  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.port.close();
    void this.worker.terminate();
  }
}

/**
 * In the helper thread: posts an answer and wakes the thread waiting in `receive`. It uses nothing from
 * outside its body, so that a helper made from source text can ship it.
 */
export function wakeWaiter(data: HelperData, message: unknown, transfer?: readonly ArrayBuffer[]): void {
  data.port.postMessage(message, transfer);
  Atomics.store(data.flag, 0, 1);
  Atomics.notify(data.flag, 0);
}
