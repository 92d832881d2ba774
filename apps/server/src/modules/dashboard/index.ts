import { dashboardRoutes } from '@lumbung/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../lib/result'
import type { MoneyOf } from '../billing'
import type { ModuleContext } from '../context'
import { createDashboardRepository } from './dashboard.repository'
import { createDashboardService } from './dashboard.service'

export function createDashboardServices({ db, moneyOf }: Pick<ModuleContext, 'db'> & { moneyOf: MoneyOf }) {
  return { service: createDashboardService({ repository: createDashboardRepository(db), moneyOf }) }
}
export type DashboardServices = ReturnType<typeof createDashboardServices>

/** The consumer and provider dashboards' charts (docs/decisions/0046-dashboards.md). */
export const dashboardModule: FastifyPluginAsyncZod<DashboardServices> = async (app, { service }) => {
  app.route({
    ...dashboardRoutes.numberSummary,
    handler: async (request) => ok(await service.numberSummary(request.actor, request.query)),
  })
  app.route({
    ...dashboardRoutes.transactionCallStatus,
    handler: async (request) => ok(await service.callStatus(request.actor, request.query)),
  })
  app.route({
    ...dashboardRoutes.failedApiBreakdown,
    handler: async (request) => ok(await service.failedBreakdown(request.actor, request.query)),
  })
  app.route({
    ...dashboardRoutes.totalDailyTransaction,
    handler: async (request) => ok(await service.dailyTotals(request.actor, request.query)),
  })
  app.route({
    ...dashboardRoutes.totalPerProductTransaction,
    handler: async (request) => ok(await service.productTotals(request.actor, request.query)),
  })
  app.route({
    ...dashboardRoutes.tableTransactionData,
    handler: async (request) => ok(await service.table(request.actor, request.query)),
  })
}
