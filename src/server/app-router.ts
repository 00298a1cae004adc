import { features } from './features.js';
import { router } from './trpc/init.js';

type UnionToIntersection<U> = (U extends unknown ? (union: U) => void : never) extends (intersection: infer I) => void ? I : never;

/** Every feature's routers, by the names they chose, as one record type. */
type FeatureRouters = UnionToIntersection<Extract<(typeof features)[number], { trpc: object }>['trpc']>;

/** One router of every feature's; the client's types are inferred from this. */
export const appRouter = router(Object.assign({}, ...features.map((feature) => ('trpc' in feature ? feature.trpc : {}))) as FeatureRouters);

export type AppRouter = typeof appRouter;
