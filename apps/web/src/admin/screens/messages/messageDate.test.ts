import { describe, expect, it } from "vitest";
import { messageDateForm, messageDateText } from "./messageDate";

describe("a message's date (SPEC 9)", () => {
  const now = new Date(2026, 10, 24, 9, 30); // Tuesday 24 November 2026, 09:30 local time
  const at = (day: number, hour = 12) => new Date(2026, 10, day, hour);

  it("is the time today, 'Yesterday' a day ago, the weekday under 7 days, else month and day", () => {
    expect(messageDateForm(at(24, 0), now)).toBe("time");
    expect(messageDateForm(at(23, 23), now)).toBe("yesterday");
    expect(messageDateForm(at(23, 0), now)).toBe("yesterday");
    expect(messageDateForm(at(22), now)).toBe("weekday");
    expect(messageDateForm(at(18), now)).toBe("weekday");
    expect(messageDateForm(at(17), now)).toBe("monthDay");
    expect(messageDateForm(new Date(2025, 10, 24), now)).toBe("monthDay");
    // A date ahead of the clock is not "today" in another form.
    expect(messageDateForm(at(25), now)).toBe("monthDay");
  });

  it("formats each form with the admin's formatters", () => {
    const format = {
      time: () => "TIME",
      weekday: () => "WEEKDAY",
      monthDay: () => "MONTHDAY",
    };
    expect(messageDateText(at(24, 8).toISOString(), now, format, "Yesterday")).toBe("TIME");
    expect(messageDateText(at(23).toISOString(), now, format, "أمس")).toBe("أمس");
    expect(messageDateText(at(20).toISOString(), now, format, "Yesterday")).toBe("WEEKDAY");
    expect(messageDateText(at(1).toISOString(), now, format, "Yesterday")).toBe("MONTHDAY");
    expect(messageDateText("not a date", now, format, "Yesterday")).toBe("not a date");
  });
});
