import { Text } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { useNumberFormat } from "../../i18n/format";
import classes from "./Countdown.module.css";
import { useCountdown, type CountdownState } from "./useCountdown";

type Unit = "days" | "hours" | "minutes" | "seconds";

/** Four boxes (days, hours, minutes, seconds); "--" while loading, zeros once launched. */
export function Countdown({ state }: { state: CountdownState }) {
  const { t } = useLingui();
  const formatDays = useNumberFormat();
  const formatPart = useNumberFormat({ minimumIntegerDigits: 2 });

  const units: { unit: Unit; label: string }[] = [
    { unit: "days", label: t`Days` },
    { unit: "hours", label: t`Hours` },
    { unit: "minutes", label: t`Minutes` },
    { unit: "seconds", label: t`Seconds` },
  ];

  const show = (unit: Unit) => {
    if (state.status === "loading") return "--";
    const value = state.remaining[unit];
    return unit === "days" ? formatDays(value) : formatPart(value);
  };

  return (
    <div>
      <div
        role="timer"
        aria-label={t`Time until launch`}
        aria-busy={state.status === "loading"}
        className={classes.grid}
      >
        {units.map(({ unit, label }) => (
          <div key={unit} className={classes.box}>
            <span className={classes.value} data-testid={`countdown-${unit}`}>
              {show(unit)}
            </span>
            <span className={classes.label}>{label}</span>
          </div>
        ))}
      </div>
      {state.status === "completed" && (
        <Text ta="center" fw={700} mt="sm" c="var(--mantine-color-bayan-text)" role="status">
          {t`We have launched! Welcome to Bayan.`}
        </Text>
      )}
    </div>
  );
}

/**
 * The page's countdown (CountdownProvider's). Only these boxes read it, so the second's tick
 * re-renders them and not the section around them.
 */
export function LiveCountdown() {
  return <Countdown state={useCountdown()} />;
}
