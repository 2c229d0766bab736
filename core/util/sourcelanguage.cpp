// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "util/sourcelanguage.h"

namespace Custody {

namespace {

thread_local int t_scopes = 0;

} // namespace

SourceLanguageScope::SourceLanguageScope()
{
    ++t_scopes;
}

SourceLanguageScope::~SourceLanguageScope()
{
    --t_scopes;
}

bool SourceLanguageScope::isActive()
{
    return t_scopes > 0;
}

QString SourceLanguageTranslator::translate(const char *, const char *sourceText, const char *,
                                            int) const
{
    // A null string passes the lookup on to the next translator; QCoreApplication::translate()
    // replaces %n in either case.
    return SourceLanguageScope::isActive() ? QString::fromUtf8(sourceText) : QString();
}

} // namespace Custody
