import { milliseconds, parseWrk } from "./wrk";

const report = `Running 3s test @ http://127.0.0.1:4480/
  2 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     2.10ms    4.01ms  63.09ms   97.12%
    Req/Sec    13.37k     1.20k   15.40k    71.67%
  Latency Distribution
     50%    1.55ms
     75%    1.90ms
     90%    2.60ms
     99%   63.09ms
  79843 requests in 3.00s, 651.28MB read
  Socket errors: connect 0, read 2, write 0, timeout 3
  Non-2xx or 3xx responses: 7
Requests/sec:  26608.42
Transfer/sec:    217.05MB
`;

describe("parseWrk", () => {
  it("reads the rate, the median and 99th percentile, the count and every kind of error", () => {
    expect(parseWrk(report)).toEqual({ requestsPerSecond: 26608.42, p50Ms: 1.55, p99Ms: 63.09, requests: 79843, errors: 12 });
  });

  it("fails on a report without a rate rather than report zero", () => {
    expect(() => parseWrk("unable to connect to 127.0.0.1:1 Connection refused")).toThrow(/no rate/);
  });
});

describe("milliseconds", () => {
  it.each([
    ["812.00us", 0.812],
    ["1.23ms", 1.23],
    ["2.01s", 2010],
    ["1.50m", 90_000],
  ])("reads %s", (text, expected) => expect(milliseconds(text)).toBeCloseTo(expected));
});
