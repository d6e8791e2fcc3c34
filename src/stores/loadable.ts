/** One remote value a page shows (home page, VIP list, favourites): loaded once, reloaded on demand. */
import { makeAutoObservable, observableRef, runInAction } from 'mobx'

export class Loadable<T> {
  data: T | null = null
  loading = false
  error = false
  /** What the last failed load threw (null after a load that answered): a page tells "no such thing" from "no answer". */
  failure: unknown = null
  private generation = 0

  constructor(private readonly loader: () => Promise<T>) {
    // The answer is replaced whole, never changed in place: kept as it came (a deep observable copy of home's floors
    // cost 5-10 ms of the app's start).
    makeAutoObservable<Loadable<T>, 'loader' | 'generation'>(this, { data: observableRef, failure: observableRef, loader: false, generation: false })
  }

  /** 'loading' until the first answer, 'error' when it failed with nothing to show, else 'ready'. */
  get status(): 'loading' | 'error' | 'ready' {
    if (this.data !== null) return 'ready'
    return this.error ? 'error' : 'loading'
  }

  /** Loads unless loaded or loading already (a kept-alive page shown again). */
  async loadOnce(): Promise<void> {
    if (this.data === null && !this.loading) await this.load()
  }

  /** Loads again; a failed reload keeps what is shown (the request layer has toasted). */
  async load(): Promise<void> {
    const generation = ++this.generation
    this.loading = true
    this.error = false
    try {
      const data = await this.loader()
      runInAction(() => {
        if (generation !== this.generation) return
        this.data = data
        this.loading = false
        this.failure = null
      })
    } catch (failure) {
      runInAction(() => {
        if (generation !== this.generation) return
        this.loading = false
        this.error = true
        this.failure = failure
      })
    }
  }
}
