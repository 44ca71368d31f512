// What other features may use of the public survey: the unsubscribe page reads its link the same way.
export { linkProblem, type LinkProblem } from './link-problem';
