% SYNTAX TEST "source.rbx" "one-line records: labels, hands by suit, calls, plays, free text and escapes"
%{RBX}D{20240315}E{Club::Teams}H{N:AKQ2.KJ5.T98.A43:J976.Q82.AJ5.K72:T85.A9743.K.QJ65:}A{NZ:1SP2SX^1:RA}1{nuts|really}C{4S:N}P{SK54T:H3}R{10+420}{Ed quit!|x}
% <------ comment.block.extraneous.rbx
%     ^ keyword.other.label.rbx
%      ^ punctuation.definition.field.begin.rbx
%       ^^^^^^^^ constant.numeric.rbx
%               ^ punctuation.definition.field.end.rbx
%                ^ keyword.other.label.rbx
%                  ^^^^ string.unquoted.value.rbx
%                      ^^ string.unquoted.value.rbx constant.character.escape.colon.rbx
%                              ^ keyword.other.label.rbx
%                                ^^ meta.deal.rbx
%                                  ^^^^ entity.name.type.card.spades.rbx
%                                       ^^^ keyword.control.card.hearts.rbx
%                                           ^^^ entity.name.function.card.diamonds.rbx
%                                               ^^^ variable.other.card.clubs.rbx
%                                                                                ^^^^ variable.other.card.clubs.rbx
%                                                                                     ^^ - variable.other.card
%                                                                                      ^ keyword.other.label.rbx
%                                                                                        ^^ meta.auction.rbx
%                                                                                         ^ constant.language.vulnerability.rbx
%                                                                                           ^^ constant.language.call.bid.rbx
%                                                                                             ^ constant.language.call.pass.rbx
%                                                                                                ^ constant.language.call.double.rbx
%                                                                                                 ^^ variable.other.note-reference.rbx
%                                                                                                    ^ constant.language.call.redouble.rbx
%                                                                                                     ^ constant.language.call.all-pass.rbx
%                                                                                                       ^ keyword.other.label.rbx
%                                                                                                         ^^^^ string.unquoted.note.rbx
%                                                                                                             ^ string.unquoted.note.rbx constant.character.escape.line-break.rbx
%                                                                                                                       ^^ meta.contract.rbx constant.language.contract.rbx
%                                                                                                                              ^^^^^ meta.play.rbx entity.name.type.card.spades.rbx
%                                                                                                                                    ^^ keyword.control.card.hearts.rbx
%                                                                                                                                         ^^ constant.numeric.rbx
%                                                                                                                                                ^^^ comment.block.free-text.rbx
%                                                                                                                                                         ^ comment.block.free-text.rbx constant.character.escape.line-break.rbx
