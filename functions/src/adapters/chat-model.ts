/** A hosted language model as the chat needs it; openai/openai-chat.ts implements it. */
export interface ChatModelMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** The model's reply, and whether its length cap cut it off. */
export interface ChatModelReply {
  /** The visible answer; empty when the model gave none. */
  text: string;
  /**
   * How many attempts the token cap ended (reasoning counts against it): 0 none, 1 the first
   * (the retry with more room answered), 2 both (`text` is what the retry got, maybe nothing).
   */
  cutOff: 0 | 1 | 2;
}

export interface ChatModel {
  /** True when the provider's moderation flags the text. */
  isFlagged(text: string): Promise<boolean>;
  /** `caller` is the uid of who asks; a live model is sent only a hash of it. */
  complete(messages: ChatModelMessage[], caller: string): Promise<ChatModelReply>;
}
