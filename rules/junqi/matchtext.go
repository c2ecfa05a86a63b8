package junqi

import "warboard/rules/record"

// RecordText is Record().String() written directly: the app saves the whole
// record after every action, and building a Record of every token first
// cost more than the action.
func (m *Match) RecordText() string {
	tags := m.tags
	if m.game.State.result.Over {
		tags = append(make([]record.Tag, 0, len(m.tags)+1), m.tags...)
		tags = setTag(tags, "Result", m.Result())
	} else if hasTag(tags, "Result") {
		tags = setTag(append([]record.Tag(nil), m.tags...), "Result", "")
	}
	return record.Text(tags, m.moves)
}

// NumTokens is how many tokens have been played, without copying them.
func (m *Match) NumTokens() int { return len(m.moves) }

// LastToken is the last token played, "" before the first.
func (m *Match) LastToken() string {
	if len(m.moves) == 0 {
		return ""
	}
	return m.moves[len(m.moves)-1]
}

func hasTag(tags []record.Tag, name string) bool {
	for _, t := range tags {
		if t.Name == name {
			return true
		}
	}
	return false
}

// setTag sets name's value in tags (a copy the caller owns); value "" removes it.
func setTag(tags []record.Tag, name, value string) []record.Tag {
	out := tags[:0]
	for _, t := range tags {
		if t.Name != name {
			out = append(out, t)
		}
	}
	if value != "" {
		out = append(out, record.Tag{Name: name, Value: value})
	}
	return out
}
