import { everyScreenPasses } from './admin-axe'

everyScreenPasses('en', 'phone')
