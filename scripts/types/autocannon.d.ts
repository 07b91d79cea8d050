/* The part of autocannon's API that scripts/bench/server.ts uses (the package ships no types). */
declare module 'autocannon' {
  namespace autocannon {
    type Options = {
      url: string;
      connections?: number;
      duration?: number;
      method?: string;
      headers?: Record<string, string>;
      body?: string;
    };
    type Histogram = { average: number; p50: number; p90: number; p99: number; max: number };
    type Result = { requests: Histogram; latency: Histogram; errors: number; timeouts: number; non2xx: number };
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export default autocannon;
}
