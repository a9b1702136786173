/** One event of a Chrome trace, as the perf diagnostics read it (Trace Event Format). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  /** Start, µs. */
  ts: number;
  /** Wall time, µs (complete events). */
  dur?: number;
  /** Thread CPU time, µs (complete events). */
  tdur?: number;
  args?: {
    /** A thread's name (metadata events). */
    name?: string;
    data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string };
  };
}
