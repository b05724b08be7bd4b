export declare const HYDRATION_START_MARK: 'shop:hydration-start'
export declare const HYDRATED_MARK: 'shop:hydrated'
