/** A count of the last `days` days against the `days` before: the dashboard's trends. */
export interface Growth {
  days: number;
  count: number;
  previousCount: number;
  /** The change in percent, one decimal; null when there was nothing before to compare with. */
  changePercent: number | null;
}

export function growthOf(days: number, count: number, previousCount: number): Growth {
  return {
    days,
    count,
    previousCount,
    changePercent:
      previousCount === 0
        ? null
        : Math.round(((count - previousCount) / previousCount) * 1000) / 10,
  };
}
