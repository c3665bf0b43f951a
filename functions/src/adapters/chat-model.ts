/** A hosted language model as the chat needs it; openai/openai-chat.ts implements it. */
export interface ChatModelMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatModel {
  /** True when the provider's moderation flags the text. */
  isFlagged(text: string): Promise<boolean>;
  complete(messages: ChatModelMessage[]): Promise<string>;
}
