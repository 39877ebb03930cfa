import { useEffect, useRef } from "react";
import { CandlestickSeries, createChart, type IChartApi, type ISeriesApi, type Time, type UTCTimestamp } from "lightweight-charts";
import { tokenColor, useColorScheme } from "../../theme/scheme";
import type { RouterOutputs } from "../../trpc";

export type Candle = RouterOutputs["round"]["candles"][number];

/**
 * The chart's colours from the tokens (a canvas cannot read CSS variables), read again when the scheme changes.
 * Long (the sum rose) in the brand red, short in green: the market colours of the product's region.
 */
function chartColors() {
  const long = tokenColor("--rise");
  const short = tokenColor("--fall");
  const grid = tokenColor("--chart-grid");
  const border = tokenColor("--border");
  return {
    chart: {
      layout: { background: { color: tokenColor("--card-bg") }, textColor: tokenColor("--text-secondary") },
      grid: { vertLines: { color: grid }, horzLines: { color: grid } },
      rightPriceScale: { borderColor: border },
      timeScale: { borderColor: border },
    },
    series: { upColor: long, borderUpColor: long, wickUpColor: long, downColor: short, borderDownColor: short, wickDownColor: short },
  };
}

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
  const scheme = useColorScheme();

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const colors = chartColors();
    const made = createChart(element, {
      autoSize: true,
      layout: { ...colors.chart.layout, attributionLogo: false },
      grid: colors.chart.grid,
      rightPriceScale: colors.chart.rightPriceScale,
      timeScale: { ...colors.chart.timeScale, timeVisible: true, secondsVisible: false, tickMarkFormatter: clock },
      localization: { timeFormatter: clock, priceFormatter: (price: number) => String(Math.round(price)) },
    });
    chart.current = made;
    series.current = made.addSeries(CandlestickSeries, {
      ...colors.series,
      priceFormat: { type: "price", precision: 0, minMove: 1 },
    });
    return () => {
      made.remove();
      chart.current = null;
      series.current = null;
    };
  }, []);

  // The system switched between light and dark: the same chart, repainted with the scheme's tokens.
  useEffect(() => {
    const colors = chartColors();
    chart.current?.applyOptions(colors.chart);
    series.current?.applyOptions(colors.series);
  }, [scheme]);

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
