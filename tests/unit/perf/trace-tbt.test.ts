import { describe, expect, it } from "vitest";
import { blocking, estimate } from "../../../scripts/perf/trace-tbt";

describe("trace-tbt: Lighthouse's blocking-time rule on a trace's tasks", () => {
  it("counts what a task takes beyond 50 ms once slowed 4×, or 2× when it lays out", () => {
    expect(blocking(12.5, false)).toBe(0);
    expect(blocking(20, false)).toBe(30);
    expect(blocking(20, true)).toBe(0);
    expect(blocking(40, true)).toBe(30);
  });

  it("sums the tasks from their wall time and from their CPU time apart", () => {
    const tasks = [
      { wall: 30, cpu: 10, layout: false }, // waited for a core: 70 from wall time, 0 from CPU
      { wall: 40, cpu: 35, layout: true }, // 30 and 20
      { wall: 5, cpu: 5, layout: false }, // short: nothing either way
    ];
    expect(estimate(tasks)).toEqual({ wall: 100, cpu: 20 });
  });
});
