export { CategoryBadges } from './category-badges'
export { DetailSection } from './detail-section'
export { Fact } from './fact'
export { ProductHeader, type ProductHeaderProps } from './product-header'
