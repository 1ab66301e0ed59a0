/** Why a publish failed, in words for the owner; the details go to the server's log. */
export class PublishFailure extends Error {
  override name = "PublishFailure";
}
