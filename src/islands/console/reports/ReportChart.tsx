// A small React wrapper around uPlot for the report pages (imported only by them, so uPlot and its
// stylesheet load nowhere else). The x axis is the report's buckets (their first China day, as the
// server names them), one point each, so no time-zone arithmetic happens in the browser; each
// series is one column of the report. The chart follows its container's width.
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface ChartSeries {
  label: string;
  values: number[];
  color: string;
}

export interface ReportChartProps {
  /** One label per point (the buckets). */
  labels: string[];
  /** What the points are (the legend's first entry). */
  xLabel: string;
  series: ChartSeries[];
  height?: number;
  /** How a value reads on the axis and in the legend ("¥1,234.50" or "12"). */
  format: (v: number) => string;
  testId?: string;
}

const AXIS = { stroke: '#9097ad', grid: { stroke: '#2a2e42', width: 1 }, ticks: { stroke: '#2a2e42', width: 1 }, font: '11px system-ui, sans-serif' };

function options(p: ReportChartProps, width: number): uPlot.Options {
  return {
    width,
    height: p.height ?? 260,
    scales: { x: { time: false } },
    legend: { show: true, live: true },
    cursor: { drag: { x: false, y: false } },
    axes: [
      {
        ...AXIS,
        // Whole steps only: a label per bucket, thinned out when they do not fit.
        incrs: [1, 2, 3, 5, 7, 10, 14, 20, 30, 50, 100, 200, 365],
        space: 56,
        values: (_u, splits) => splits.map((i) => p.labels[i] ?? ''),
      },
      { ...AXIS, size: 70, values: (_u, splits) => splits.map((v) => p.format(v)) },
    ],
    series: [
      { label: p.xLabel, value: (_u, i) => (i === null ? '—' : p.labels[Math.round(i)] ?? '') },
      ...p.series.map((s) => ({
        label: s.label, stroke: s.color, width: 2,
        points: { show: p.labels.length <= 62, size: 5, fill: s.color },
        value: (_u: uPlot, v: number | null) => (v === null ? '—' : p.format(v)),
      })),
    ],
  };
}

export default function ReportChart(props: ReportChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);

  // A new chart whenever the data changes (a report is a few hundred points at most).
  useEffect(() => {
    const el = box.current;
    if (!el) return undefined;
    const data: uPlot.AlignedData = [props.labels.map((_, i) => i), ...props.series.map((s) => s.values)];
    const u = new uPlot(options(props, el.clientWidth || 600), data, el);
    plot.current = u;
    const resize = new ResizeObserver(() => u.setSize({ width: el.clientWidth, height: props.height ?? 260 }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      u.destroy();
      plot.current = null;
    };
  }, [props]);

  return <div ref={box} className="report-chart w-full min-w-0" data-testid={props.testId} />;
}
