import { Module } from '@medusajs/framework/utils'
import JobSchedulesService from './service'

/** The scheduled jobs registered again when Redis came back empty (service.ts); a module for its start-up hook. */
export default Module('jobSchedules', { service: JobSchedulesService })
