// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "record/acquisitionrecord.h"
#include "record/recordfields.h"

namespace Custody::Internal::RecordParts {

// The parts of an acquisition record that other records share (the wipe certificate), written and
// read by the acquisition record's own describe functions (acquisitionrecordjson.cpp), so that a
// tool, a host, a case, a drive, a SMART query, an error, a range or a throughput sample reads the
// same in every record Custody writes.
void tool(RecordWriter &io, const ToolIdentity &tool);
void tool(RecordReader &io, ToolIdentity &tool);
void host(RecordWriter &io, const HostIdentity &host);
void host(RecordReader &io, HostIdentity &host);
void caseDetails(RecordWriter &io, const CaseDetails &details);
void caseDetails(RecordReader &io, CaseDetails &details);
// A source: path, kind, size, sector sizes, identity, the drive's description, hidden areas.
void source(RecordWriter &io, const SourceIdentity &source);
void source(RecordReader &io, SourceIdentity &source);
void smart(RecordWriter &io, const RecordedSmart &smart);
void smart(RecordReader &io, RecordedSmart &smart);
void error(RecordWriter &io, const RecordedError &error);
void error(RecordReader &io, RecordedError &error);
// offset, length, and the first and last sector of sectorBytes (derived, checked on reading).
void range(RecordWriter &io, const Extent &range, int sectorBytes);
void range(RecordReader &io, Extent &range, int sectorBytes);
void sample(RecordWriter &io, const ThroughputSample &sample);
void sample(RecordReader &io, ThroughputSample &sample);

} // namespace Custody::Internal::RecordParts
