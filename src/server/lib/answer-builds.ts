// One build at a time per answer, for every kept answer: the answer cache (decision 063)
// and the kept lists (decisions 204 and 215). After a write, every reader of a list would
// otherwise miss at once and run the same queries side by side; with writes every few
// milliseconds, nearly every reader would find the version moved and build alone (on
// PostgreSQL a month of updates fell to 64 req/s).
//
// A version is read before any data of the answer built at it, so that answer holds every
// write made before the version was read. Equal versions: nothing was written in between.

/** A build a request runs: it ends it with `settle`, with the answer or without one. */
export interface Build<V, A> {
  /** The data version read before the build's first query. */
  readonly version: V;
  settle(answer?: A): void;
}

interface Running<V, A> extends Build<V, A> {
  readonly done: Promise<A | undefined>;
}

export interface Claim<V, A> {
  /** The data version now; called again by a request that runs a joined build. */
  readVersion: () => Promise<V>;
  /** The answer kept at that version, if any. */
  kept: (version: V) => A | undefined;
  /** The caller has gone (its connection closed): it will not run a build. */
  gone: () => boolean;
}

/** Serve `answer`, or run `build` and settle it. */
export type Claimed<V, A> = { answer: A } | { build: Build<V, A> };

interface Deferred<A> {
  readonly done: Promise<A | undefined>;
  resolve: (answer?: A) => void;
}

function deferred<A>(): Deferred<A> {
  let resolve!: (answer?: A) => void;
  const done = new Promise<A | undefined>((settle) => (resolve = settle));
  return { done, resolve };
}

/** The builds of answers by key: at most one running and one waiting to start per key. */
export class AnswerBuilds<V, A> {
  readonly #running = new Map<string, Running<V, A>>();
  // The build that starts when the running one ends: what requests join when the version
  // moved since that one began.
  readonly #next = new Map<string, Deferred<A>>();

  /** What a request that read `version` does for the answer `key`. */
  async claim(key: string, version: V, how: Claim<V, A>): Promise<Claimed<V, A>> {
    const kept = how.kept(version);
    if (kept) return { answer: kept };
    const running = this.#running.get(key);
    if (running && running.version === version) {
      // Nothing was written between that build's version and this request's, and its
      // queries ran after it: its answer holds every write this request could know of.
      const built = await running.done;
      if (built) return { answer: built };
    } else if (running) {
      const joined = await this.#joinNext(key, running, how);
      if (joined) return joined;
    }
    return { build: this.#start(key, version) };
  }

  /** A build at `version`; `joined` are the requests waiting on it from the start. */
  #start(key: string, version: V, joined = deferred<A>()): Running<V, A> {
    const build: Running<V, A> = {
      version,
      done: joined.done,
      settle: (answer) => {
        if (this.#running.get(key) === build) this.#running.delete(key);
        joined.resolve(answer);
      },
    };
    if (!this.#running.has(key)) this.#running.set(key, build);
    return build;
  }

  /**
   * The version moved since the running build began, so its answer may miss a write this
   * request knows of. Instead of a build of its own beside it, the request waits for that
   * build to end and joins the one build that starts then. That build reads the version
   * after every request that joined it arrived, so its answer holds every write they could
   * know of. The first to join runs it; undefined: it ended without an answer, build alone.
   */
  async #joinNext(
    key: string,
    running: Running<V, A>,
    how: Claim<V, A>,
  ): Promise<Claimed<V, A> | undefined> {
    const waiting = this.#next.get(key);
    if (waiting) {
      const answer = await waiting.done;
      return answer && { answer };
    }
    const joined = deferred<A>();
    this.#next.set(key, joined);
    await running.done;
    // No one joins once the version below is being read: a later arrival may know of a
    // write that version predates.
    if (this.#next.get(key) === joined) this.#next.delete(key);
    const version = await how.readVersion();
    const kept = how.kept(version);
    // Kept meanwhile: served to all. Its caller has gone: no one runs the build, so the
    // others build alone.
    if (kept || how.gone()) {
      joined.resolve(kept);
      return kept && { answer: kept };
    }
    return { build: this.#start(key, version, joined) };
  }
}
