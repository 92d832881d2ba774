export {
  bernoulliExp,
  integerSquareRoot,
  sampleDiscreteGaussian,
  sampleDiscreteLaplace,
  type Rational,
} from './discrete-samplers'
export { createCryptoRandomSource, type RandomSource } from './random-source'
export { epsilonOf, gaussianVariance, microRhoPerRho } from './zcdp'
