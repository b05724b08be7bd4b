import { everyScreenPasses } from './admin-axe'

everyScreenPasses('de', 'desktop')
