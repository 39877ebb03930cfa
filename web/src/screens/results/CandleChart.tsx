import { useEffect, useRef } from "react";
import { CandlestickSeries, createChart, type IChartApi, type ISeriesApi, type Time, type UTCTimestamp } from "lightweight-charts";
import type { RouterOutputs } from "../../trpc";

export type Candle = RouterOutputs["round"]["candles"][number];

/** Long (the sum rose) in the brand red, short in green: the market colours of the product's region. */
export const LONG_COLOR = "#d9363e";
export const SHORT_COLOR = "#1f9d55";

const pad = (n: number) => String(n).padStart(2, "0");
const clock = (time: Time) => {
  const date = new Date((time as number) * 1000);
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

/** The candlestick chart of /find: one candle per round, open = the previous sum, close = this sum. */
export function CandleChart({ candles }: { candles: readonly Candle[] }) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const series = useRef<ISeriesApi<"Candlestick"> | null>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const made = createChart(element, {
      autoSize: true,
      layout: { background: { color: "#ffffff" }, textColor: "#595959", attributionLogo: false },
      grid: { vertLines: { color: "#f0f0f0" }, horzLines: { color: "#f0f0f0" } },
      rightPriceScale: { borderColor: "#e8e8e8" },
      timeScale: { borderColor: "#e8e8e8", timeVisible: true, secondsVisible: false, tickMarkFormatter: clock },
      localization: { timeFormatter: clock, priceFormatter: (price: number) => String(Math.round(price)) },
    });
    chart.current = made;
    series.current = made.addSeries(CandlestickSeries, {
      upColor: LONG_COLOR,
      borderUpColor: LONG_COLOR,
      wickUpColor: LONG_COLOR,
      downColor: SHORT_COLOR,
      borderDownColor: SHORT_COLOR,
      wickDownColor: SHORT_COLOR,
      priceFormat: { type: "price", precision: 0, minMove: 1 },
    });
    return () => {
      made.remove();
      chart.current = null;
      series.current = null;
    };
  }, []);

  useEffect(() => {
    // Times must rise strictly; two rounds never draw in the same second, but keep the chart safe if they did.
    let last = -Infinity;
    const data = candles.flatMap((c) => {
      const time = Math.floor(c.drawAtMs / 1000);
      if (time <= last) return [];
      last = time;
      return [{ time: time as UTCTimestamp, open: c.open, high: c.high, low: c.low, close: c.close }];
    });
    series.current?.setData(data);
    chart.current?.timeScale().fitContent();
  }, [candles]);

  return <div ref={box} className="candle-chart" data-testid="candle-chart" />;
}
