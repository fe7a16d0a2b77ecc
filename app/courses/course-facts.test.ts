import { formatPrice } from "~/config/money";
import { filterName, formatDuration, formatLessons, formatMinutes, levelLabel, topicLabel } from "./course-facts";

describe("course facts", () => {
  it("formats prices in pounds, and zero as Free", () => {
    expect(formatPrice(0)).toBe("Free");
    expect(formatPrice(490)).toBe("£490");
    expect(formatPrice(1290)).toBe("£1,290");
  });

  it("formats durations and counts with the right plural", () => {
    expect(formatDuration({ weeks: [6, 6], hoursPerWeek: [4, 4] })).toBe("6 weeks, 4 hours a week");
    expect(formatDuration({ weeks: [1, 1], hoursPerWeek: [1, 1] })).toBe("1 week, 1 hour a week");
    expect(formatDuration({ weeks: [4, 6], hoursPerWeek: [2.5, 3] })).toBe("4–6 weeks, 2.5–3 hours a week");
    expect(formatLessons(1)).toBe("1 lesson");
    expect(formatLessons(20)).toBe("20 lessons");
  });

  it("formats lesson lengths in hours and minutes", () => {
    expect(formatMinutes(40)).toBe("40 min");
    expect(formatMinutes(60)).toBe("1 h");
    expect(formatMinutes(85)).toBe("1 h 25 min");
  });

  it("labels levels and topics", () => {
    expect(levelLabel("intermediate")).toBe("Intermediate");
    expect(topicLabel("data-visualisation")).toBe("Data visualisation");
  });

  it("names a filtered catalogue", () => {
    expect(filterName(null, null)).toBe("");
    expect(filterName("beginner", null)).toBe("Beginner");
    expect(filterName("advanced", "react")).toBe("Advanced React");
  });
});
