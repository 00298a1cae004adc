/** Command-line flags of `npm run bench`; every phase is bounded by these numbers. */

export const phases = ['bundle', 'startup', 'load', 'pages', 'lighthouse', 'analytics', 'mail', 'import', 'products', 'images', 'newsletter', 'fairness', 'hydration', 'sales', 'segments'] as const;
export type Phase = (typeof phases)[number];

export interface BenchOptions {
  /** Seconds per measured round. */
  duration: number;
  warmup: number;
  rounds: number;
  connections: number;
  analyticsRows: number;
  /** Fraction of the sales phase's data (1 M responses, 300 k orders, 1 M lines); below 1 its verdicts are not judged. */
  salesScale: number;
  skip: Set<Phase>;
  quick: boolean;
}

export const usage = `npm run bench [-- flags]
  --quick                 3 s rounds, 1 s warm-up, analytics at 100 000 rows, sales at scale 0.1
  --duration=<s>          seconds per round (default 10)
  --warmup=<s>            warm-up seconds per scenario (default 3)
  --connections=<n>       concurrent connections (default 50)
  --analytics-rows=<n>    quiz responses seeded for P5 (default 1000000)
  --sales-scale=<x>       fraction of the sales phase's data, 0.01-1 (default 1: 1 M responses, 300 k orders, 1 M lines)
  --skip=<phases>         comma list of ${phases.join(', ')}`;

function positive(name: string, value: string, max: number): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1 || number > max) throw new Error(`--${name} must be a whole number from 1 to ${max}`);
  return number;
}

function fraction(name: string, value: string, min: number): number {
  const number = Number(value);
  if (value === '' || !Number.isFinite(number) || number < min || number > 1) throw new Error(`--${name} must be a number from ${min} to 1`);
  return number;
}

export function parseBenchOptions(args: readonly string[]): BenchOptions {
  const quick = args.includes('--quick');
  const options: BenchOptions = {
    duration: quick ? 3 : 10,
    warmup: quick ? 1 : 3,
    rounds: 3,
    connections: 50,
    analyticsRows: quick ? 100_000 : 1_000_000,
    salesScale: quick ? 0.1 : 1,
    skip: new Set(),
    quick,
  };
  for (const arg of args) {
    const [flag, value = ''] = arg.split('=', 2);
    if (flag === '--quick') continue;
    else if (flag === '--duration') options.duration = positive('duration', value, 600);
    else if (flag === '--warmup') options.warmup = positive('warmup', value, 120);
    else if (flag === '--connections') options.connections = positive('connections', value, 1000);
    else if (flag === '--analytics-rows') options.analyticsRows = positive('analytics-rows', value, 5_000_000);
    else if (flag === '--sales-scale') options.salesScale = fraction('sales-scale', value, 0.01);
    else if (flag === '--skip') {
      for (const phase of value.split(',').filter(Boolean)) {
        if (!(phases as readonly string[]).includes(phase)) throw new Error(`--skip: unknown phase "${phase}" (use ${phases.join(', ')})`);
        options.skip.add(phase as Phase);
      }
    } else if (flag === '--help' || flag === '-h') {
      console.log(usage);
      process.exit(0);
    } else throw new Error(`Unknown flag ${arg}\n${usage}`);
  }
  return options;
}
